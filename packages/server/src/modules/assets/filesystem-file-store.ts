import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedStorageKey, type FileStore } from './file-store.ts';

/**
 * Files under one folder (DATA_DIR/files by default), spread over 256 subfolders by the key's first two
 * digits. A file being written has a `.partial` name until it is complete, and is removed if the write
 * fails, so a failed upload leaves nothing behind.
 */
export class FilesystemFileStore implements FileStore {
  constructor(readonly folder: string) {}

  pathOf(key: string): string {
    const checked = checkedStorageKey(key);
    return join(this.folder, checked.slice(0, 2), checked);
  }

  async put(key: string, content: Readable): Promise<void> {
    const path = this.pathOf(key);
    const partial = `${path}.partial`;
    await mkdir(dirname(path), { recursive: true });
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key));
    // Opening fails now (a missing file) rather than after the answer's headers have gone out.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
