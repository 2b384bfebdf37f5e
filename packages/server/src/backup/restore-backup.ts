import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { loadMigrations, type Migration, migrateUp } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../modules/assets/file-store.ts';
import {
  type BackupManifest,
  BackupRefused,
  fileEntry,
  sequencesEntry,
  tableEntry,
  unpackArchive,
} from './archive.ts';
import { hasAnyRelation, immediateForeignKeys, tablesInRestoreOrder, writableColumns } from './catalog.ts';

export interface RestoreTarget {
  database: DatabaseHandle;
  store: FileStore;
  /** A filesystem store's folder, which must be empty as the database must (or is emptied with force). */
  filesFolder?: string;
}

export interface RestoreOptions {
  /** Empties a database or files folder that is not empty, instead of refusing it. */
  force?: boolean;
  /** Where the archive is unpacked while it is read (a folder of its own is made in it). */
  workFolder: string;
  migrations?: Migration[];
}

/** A batch of rows inserted by one statement: at most this many, or this many bytes of JSON. */
const batchRows = 1000;
const batchBytes = 4_000_000;

/**
 * Restores the backup at `archive` into an empty database and file store: checks the whole archive
 * against its manifest first, migrates the database to the archive's migration level, loads every table
 * and sets every sequence in one transaction, applies the migrations the archive predates, and puts the
 * files back. Throws BackupRefused, before anything is written, for a damaged archive, one from a newer
 * migration level, or a target that is not empty (unless `force`).
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const migrations = options.migrations ?? loadMigrations();
  const folder = await mkdtemp(join(options.workFolder, 'mobilise-restore-'));
  try {
    const manifest = await unpackArchive(archive, folder);
    checkMigrationLevel(manifest, migrations);
    await emptyTarget(target, options.force === true);

    const { db } = target.database;
    await migrateUp(
      db,
      migrations.filter(({ version }) => version <= manifest.migration),
    );
    await loadTables(db, folder, manifest);
    await migrateUp(db, migrations);
    for (const key of backedUpFiles(manifest)) {
      await target.store.put(key, createReadStream(join(folder, fileEntry(key))));
    }
    return manifest;
  } finally {
    // Retried: the write of an entry cut short may still be closing its file.
    await rm(folder, { recursive: true, force: true, maxRetries: 5 });
  }
}

function checkMigrationLevel(manifest: BackupManifest, migrations: Migration[]) {
  const newest = migrations.at(-1)?.version ?? '';
  if (manifest.migration > newest) {
    throw new BackupRefused(
      `The backup is from a newer version of Mobilise (migration ${manifest.migration}; this one knows up to ${newest}): restore it with that version or a later one.`,
    );
  }
  if (!migrations.some(({ version }) => version === manifest.migration)) {
    throw new BackupRefused(
      `The backup's migration level ${manifest.migration} is not one this version of Mobilise knows.`,
    );
  }
}

async function emptyTarget(target: RestoreTarget, force: boolean) {
  const { db } = target.database;
  const files = target.filesFolder ? await readdir(target.filesFolder).catch(() => []) : [];
  const databaseUsed = await hasAnyRelation(db);
  if (!databaseUsed && files.length === 0) return;
  if (!force) {
    const what = databaseUsed ? 'database' : `files folder ${target.filesFolder}`;
    throw new BackupRefused(
      `The ${what} is not empty: a backup is restored into an empty one. Add --force to replace what is there.`,
    );
  }
  if (databaseUsed) {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
  }
  if (target.filesFolder) {
    for (const name of files) {
      await rm(join(target.filesFolder, name), { recursive: true, force: true });
    }
  }
}

/**
 * The rows go in with every foreign key checked at commit rather than per row, so neither the table order
 * nor a cycle between tables matters; the keys are made deferrable for the load and immediate again after.
 */
async function loadTables(db: Kysely<Database>, folder: string, manifest: BackupManifest) {
  const present = new Set(await tablesInRestoreOrder(db));
  const missing = manifest.tables.filter(({ name }) => !present.has(name)).map(({ name }) => name);
  if (missing.length > 0 || present.size !== manifest.tables.length) {
    throw new BackupRefused(
      `The backup's tables do not match the schema of its migration level ${manifest.migration}${missing.length > 0 ? ` (no ${missing.join(', ')})` : ''}.`,
    );
  }
  const keys = await immediateForeignKeys(db);
  await setDeferrable(db, keys, true);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`set constraints all deferred`.execute(trx);
      // What the migrations themselves inserted (the migration list, reference rows) is in the backup too.
      await sql`truncate ${sql.join(manifest.tables.map(({ name }) => sql.table(name)))}`.execute(trx);
      for (const { name, rows } of manifest.tables) {
        const loaded = await loadTable(trx, name, join(folder, tableEntry(name)));
        if (loaded !== rows) {
          throw new BackupRefused(`The backup's ${name} has ${loaded} rows where its manifest says ${rows}.`);
        }
      }
      await setSequences(trx, JSON.parse(await readFile(join(folder, sequencesEntry), 'utf8')));
    });
  } finally {
    await setDeferrable(db, keys, false);
  }
}

async function setDeferrable(
  db: Kysely<Database>,
  keys: { table: string; name: string }[],
  deferrable: boolean,
) {
  const mode = deferrable ? sql`deferrable initially deferred` : sql`not deferrable`;
  for (const { table, name } of keys) {
    await sql`alter table ${sql.table(table)} alter constraint ${sql.id(name)} ${mode}`.execute(db);
  }
}

async function loadTable(trx: Transaction<Database>, table: string, path: string): Promise<number> {
  const columns = sql.join((await writableColumns(trx, table)).map((column) => sql.id(column)));
  let batch: string[] = [];
  let size = 0;
  let loaded = 0;
  const insert = async () => {
    if (batch.length === 0) return;
    await sql`
      insert into ${sql.table(table)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${`[${batch.join(',')}]`}::json)
    `.execute(trx);
    loaded += batch.length;
    batch = [];
    size = 0;
  };
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (line === '') continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= batchRows || size >= batchBytes) await insert();
  }
  await insert();
  return loaded;
}

async function setSequences(trx: Transaction<Database>, sequences: Record<string, string | null>) {
  for (const [name, lastValue] of Object.entries(sequences)) {
    if (lastValue === null) {
      await sql`alter sequence ${sql.table(name)} restart`.execute(trx);
    } else {
      await sql`select setval(${name}::regclass, ${lastValue}::bigint, true)`.execute(trx);
    }
  }
}

/** Every storage key a backup holds the bytes of. */
export function backedUpFiles(manifest: BackupManifest): string[] {
  return Object.keys(manifest.entries)
    .filter((name) => name.startsWith('files/'))
    .map((name) => name.slice(fileEntry('').length));
}
