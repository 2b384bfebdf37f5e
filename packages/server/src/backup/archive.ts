import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { storageKeyPattern } from '../modules/assets/file-store.ts';

/**
 * A backup is one gzipped tar: manifest.json first, then sequences.json, a JSON-lines file per table
 * (tables/<name>.jsonl, one row_to_json per line) and the stored files' bytes (files/<storage key>).
 * The manifest names every other entry with its size and SHA-256, so a cut or altered archive is
 * refused before anything is written.
 */
export interface BackupManifest {
  format: typeof backupFormat;
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  /** The engine it was read from; a backup restores into either. */
  databaseKind: 'pglite' | 'postgres';
  /** The newest migration applied to the database it was read from. */
  migration: string;
  /** In the order they are restored (referenced tables before those referring to them). */
  tables: { name: string; rows: number }[];
  /** Every entry but the manifest itself. */
  entries: Record<string, { bytes: number; sha256: string }>;
  /** Files the database named but whose bytes were gone when read (deleted while the backup ran). */
  missingFiles: string[];
}

export const backupFormat = 'mobilise-backup';
export const manifestEntry = 'manifest.json';
export const sequencesEntry = 'sequences.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (storageKey: string) => `files/${storageKey}`;

/** A backup that must not be restored; the message says why, for the person running the restore. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** The gzipped tar of a folder written by createBackup, manifest first, as a stream. */
export function packArchive(folder: string, manifest: BackupManifest): Readable {
  return tar.create({ gzip: true, cwd: folder, portable: true }, [
    manifestEntry,
    ...Object.keys(manifest.entries),
  ]) as unknown as Readable;
}

/** Entry names a backup may hold: nothing else is written, so none can reach outside the folder. */
const entryName = /^(manifest\.json|sequences\.json|tables\/[a-z0-9_]+\.jsonl|files\/[0-9a-f]{32})$/;

/**
 * Unpacks the archive at `file` into `folder` (empty) and checks it against its manifest; answers the
 * manifest. Throws BackupRefused when the archive is truncated, damaged or altered.
 */
export async function unpackArchive(file: string, folder: string): Promise<BackupManifest> {
  const found = new Map<string, { bytes: number; sha256: string }>();
  const writes: Promise<void>[] = [];
  // Said after the whole archive is read: an error thrown from inside tar's parser would escape it.
  let refused: BackupRefused | undefined;
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (refused || entry.type !== 'File' || !entryName.test(entry.path) || found.has(entry.path)) {
          refused ??= new BackupRefused(
            `The archive holds an entry a Mobilise backup does not: ${entry.path}`,
          );
          entry.resume();
          return;
        }
        const name = entry.path;
        found.set(name, { bytes: 0, sha256: '' });
        const path = join(folder, name);
        mkdirSync(dirname(path), { recursive: true });
        const counted = hashing();
        writes.push(
          pipeline(
            entry as unknown as Readable,
            counted.stream,
            createWriteStream(path, { flags: 'wx' }),
          ).then(() => {
            found.set(name, counted.result());
          }),
        );
      },
    });
    const failed = (await Promise.allSettled(writes)).find((write) => write.status === 'rejected');
    if (refused) throw refused;
    if (failed) throw failed.reason;
  } catch (error) {
    // The entries begun are finished (or failed) before the caller removes the folder they go to.
    await Promise.allSettled(writes);
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(
      `The archive ${file} is truncated or damaged and cannot be restored (${error instanceof Error ? error.message : error}).`,
    );
  }
  if (!found.has(manifestEntry)) {
    throw new BackupRefused(`${file} is not a Mobilise backup: it has no ${manifestEntry}.`);
  }
  const manifest = parseManifest(await readFile(join(folder, manifestEntry), 'utf8'), file);
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = found.get(name);
    if (!actual) {
      throw new BackupRefused(`The archive is truncated or incomplete: ${name} is missing.`);
    }
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      throw new BackupRefused(
        `The archive has been altered or damaged: the checksum of ${name} does not match its manifest.`,
      );
    }
  }
  for (const name of found.keys()) {
    if (name !== manifestEntry && !(name in manifest.entries)) {
      throw new BackupRefused(`The archive holds ${name}, which its manifest does not list.`);
    }
  }
  return manifest;
}

function parseManifest(text: string, file: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new BackupRefused(`The manifest of ${file} is not readable JSON.`);
  }
  if (manifest?.format !== backupFormat || manifest.formatVersion !== 1) {
    throw new BackupRefused(`${file} is not a Mobilise backup this version can read.`);
  }
  if (
    !Array.isArray(manifest.tables) ||
    typeof manifest.entries !== 'object' ||
    manifest.entries === null ||
    typeof manifest.migration !== 'string'
  ) {
    throw new BackupRefused(`The manifest of ${file} lacks its tables, entries or migration level.`);
  }
  const named = new Set(Object.keys(manifest.entries));
  const expected = [
    sequencesEntry,
    ...manifest.tables.map(({ name }) => tableEntry(name)),
    ...Object.keys(manifest.entries).filter((name) => name.startsWith('files/')),
  ];
  if (expected.some((name) => !named.has(name)) || expected.length !== named.size) {
    throw new BackupRefused(`The manifest of ${file} does not list the entries a backup has.`);
  }
  for (const name of named) {
    if (name.startsWith('files/') && !storageKeyPattern.test(name.slice('files/'.length))) {
      throw new BackupRefused(`The manifest of ${file} names a file that is no storage key: ${name}`);
    }
  }
  return manifest;
}

/** A pass-through stream that counts and hashes what goes through it. */
export function hashing() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}
