import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import serverPackage from '../../package.json' with { type: 'json' };
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../modules/assets/file-store.ts';
import {
  type BackupManifest,
  backupFormat,
  fileEntry,
  hashing,
  manifestEntry,
  packArchive,
  sequencesEntry,
  tableEntry,
} from './archive.ts';
import { tablesInRestoreOrder } from './catalog.ts';

/** Rows read per query: a page of a large table, not the whole of it, is in memory at a time. */
const pageRows = 2000;

/**
 * Writes a backup of the database and of every file its assets name into `folder` (empty): the tables
 * read in one read-only REPEATABLE READ transaction, so they are one consistent moment of the data
 * however the server writes meanwhile, then the files' bytes, which never change under a storage key.
 * Answers the manifest, also written as manifest.json.
 */
export async function createBackup(
  database: DatabaseHandle,
  store: FileStore,
  folder: string,
): Promise<BackupManifest> {
  const entries: BackupManifest['entries'] = {};
  const snapshot = await database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      // Times written the same by either engine, whatever the server's own time zone.
      await sql`set local time zone 'UTC'`.execute(trx);
      const migration = await sql<{ version: string }>`select max(version) as version from schema_migrations`
        .execute(trx)
        .then(({ rows }) => rows[0]?.version);
      if (!migration) {
        throw new Error('The database has no migrations applied: there is nothing to back up.');
      }
      const tables: BackupManifest['tables'] = [];
      for (const name of await tablesInRestoreOrder(trx)) {
        const { rows, bytes, sha256 } = await writeTable(trx, name, join(folder, tableEntry(name)));
        tables.push({ name, rows });
        entries[tableEntry(name)] = { bytes, sha256 };
      }
      // Read last: sequences are outside transactions, so their values now are at least the ids seen.
      const sequences = await readSequences(trx);
      const storageKeys = await trx
        .selectFrom('assets')
        .select('storage_key')
        .orderBy('storage_key')
        .execute();
      return { migration, tables, sequences, storageKeys: storageKeys.map((row) => row.storage_key) };
    });
  entries[sequencesEntry] = await writeEntry(folder, sequencesEntry, JSON.stringify(snapshot.sequences));

  const missingFiles: string[] = [];
  for (const key of snapshot.storageKeys) {
    const written = await copyFile(store, key, join(folder, fileEntry(key)));
    if (written) {
      entries[fileEntry(key)] = written;
    } else {
      missingFiles.push(key);
    }
  }
  const manifest: BackupManifest = {
    format: backupFormat,
    formatVersion: 1,
    appVersion: serverPackage.version,
    createdAt: new Date().toISOString(),
    databaseKind: database.kind,
    migration: snapshot.migration,
    tables: snapshot.tables,
    entries,
    missingFiles,
  };
  await writeFile(join(folder, manifestEntry), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * A backup as one archive written to what `into` opens once the data has been read (so that a failure
 * before then leaves nothing there); its entries are gathered meanwhile in a folder made in `workFolder`.
 */
export async function writeBackupArchive(
  database: DatabaseHandle,
  store: FileStore,
  workFolder: string,
  into: () => Writable,
): Promise<BackupManifest> {
  await mkdir(workFolder, { recursive: true });
  const folder = await mkdtemp(join(workFolder, 'mobilise-backup-'));
  try {
    const manifest = await createBackup(database, store, folder);
    await pipeline(packArchive(folder, manifest), into());
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** One table as JSON lines, PostgreSQL's own row_to_json text, which json_populate_record reads back. */
async function writeTable(trx: Transaction<Database>, table: string, path: string) {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, 'wx');
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    // Paged by physical position, which a REPEATABLE READ snapshot keeps still, and a range scan finds.
    let after = '(0,0)';
    for (;;) {
      // t.ctid: a bare "ctid" in the order by would be the text column of the same name.
      const page = await sql<{ position: string; line: string }>`
        select t.ctid::text as position, row_to_json(t)::text as line
        from ${sql.table(table)} t
        where t.ctid > ${after}::tid
        order by t.ctid
        limit ${pageRows}
      `.execute(trx);
      if (page.rows.length === 0) break;
      const text = Buffer.from(page.rows.map(({ line }) => `${line}\n`).join(''));
      hash.update(text);
      bytes += text.length;
      rows += page.rows.length;
      await file.write(text);
      after = page.rows[page.rows.length - 1]?.position ?? after;
    }
  } finally {
    await file.close();
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}

/** Each sequence's last value, null for one never used (a restore restarts it). */
async function readSequences(trx: Kysely<Database>) {
  const { rows } = await sql<{ name: string; last_value: string | null }>`
    select sequencename as name, last_value::text as last_value
    from pg_sequences where schemaname = 'public' order by sequencename
  `.execute(trx);
  return Object.fromEntries(rows.map(({ name, last_value }) => [name, last_value]));
}

async function writeEntry(folder: string, name: string, text: string) {
  const bytes = Buffer.from(text);
  await writeFile(join(folder, name), bytes);
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The bytes under `key` into `path`; undefined when the store has none (deleted since the snapshot). */
async function copyFile(store: FileStore, key: string, path: string) {
  let content: Readable;
  try {
    content = await store.read(key);
  } catch (error) {
    // A filesystem store's missing file, or an S3 store's missing object.
    const { code, name } = error as { code?: string; name?: string };
    if (code === 'ENOENT' || name === 'NoSuchKey') return undefined;
    throw error;
  }
  await mkdir(dirname(path), { recursive: true });
  const counted = hashing();
  await pipeline(content, counted.stream, createWriteStream(path, { flags: 'wx' }));
  return counted.result();
}
