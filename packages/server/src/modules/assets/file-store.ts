import type { Readable } from 'node:stream';
import type { FileStoreConfig } from '../../config.ts';
import { FilesystemFileStore } from './filesystem-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/**
 * Where the bytes of uploaded files live, by storage key (a name the server made up, never the
 * uploader's). Rows about the files are in the database; this holds only bytes, so a second server on
 * the same PostgreSQL shares files when both use the same S3 bucket.
 */
export interface FileStore {
  /**
   * Stores `content` under `key`. When the stream fails part-way (too large, the client went away), the
   * promise rejects and nothing is left under the key.
   */
  put(key: string, content: Readable): Promise<void>;
  /** The bytes under `key`; rejects when there are none. */
  read(key: string): Promise<Readable>;
  /** Removes the bytes under `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

export function fileStoreOf(config: FileStoreConfig): FileStore {
  return config.kind === 's3' ? S3FileStore.fromConfig(config) : new FilesystemFileStore(config.folder);
}

/** Storage keys are 32 hex digits: nothing in one can reach outside the store's folder or bucket prefix. */
export const storageKeyPattern = /^[0-9a-f]{32}$/;

export function checkedStorageKey(key: string): string {
  if (!storageKeyPattern.test(key)) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
