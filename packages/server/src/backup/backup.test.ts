import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { DatabaseKind } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../db/database.ts';
import { loadMigrations, migrateUp } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { FilesystemFileStore } from '../modules/assets/filesystem-file-store.ts';
import { createEmptyPostgresDatabase, describeEachDatabase, postgresReachable } from '../test/databases.ts';
import { type BackupManifest, BackupRefused, manifestEntry, packArchive, tableEntry } from './archive.ts';
import { tablesInRestoreOrder } from './catalog.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

/** Every table's rows as PostgreSQL writes them as JSON, sorted, times in UTC. */
async function everyRow(db: Kysely<Database>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local time zone 'UTC'`.execute(trx);
    const tables: Record<string, string[]> = {};
    for (const table of await tablesInRestoreOrder(trx)) {
      const { rows } = await sql<{ line: string }>`
        select row_to_json(t)::text as line from ${sql.table(table)} t
      `.execute(trx);
      tables[table] = rows.map(({ line }) => line).sort();
    }
    return tables;
  });
}

/** The SHA-256 of the bytes of every file the assets name. */
async function everyFile(db: Kysely<Database>, store: FilesystemFileStore) {
  const assets = await db.selectFrom('assets').select('storage_key').orderBy('storage_key').execute();
  const sums: Record<string, string> = {};
  for (const { storage_key } of assets) {
    sums[storage_key] = createHash('sha256')
      .update(await buffer(await store.read(storage_key)))
      .digest('hex');
  }
  return sums;
}

/** An empty database of the engine to restore into, and how to be rid of it. */
async function emptyDatabase(kind: DatabaseKind, folder: string) {
  if (kind === 'pglite') {
    const database = await openPglite(join(folder, 'pglite'));
    return { database, drop: () => database.close() };
  }
  const { database, drop } = await createEmptyPostgresDatabase();
  return { database: database as DatabaseHandle, drop };
}

/** The archive, unpacked, changed by `change` and packed again (its manifest untouched unless changed). */
async function repacked(archive: string, into: string, change: (folder: string) => void) {
  const folder = mkdtempSync(join(into, 'repack-'));
  await tar.extract({ file: archive, cwd: folder });
  change(folder);
  const manifest: BackupManifest = JSON.parse(readFileSync(join(folder, manifestEntry), 'utf8'));
  const file = `${folder}.tar.gz`;
  await pipeline(packArchive(folder, manifest), createWriteStream(file));
  return file;
}

describeEachDatabase('backup and restore (issue 36)', (database) => {
  let work: string;
  let store: FilesystemFileStore;
  let archive: string;
  let rowsAtBackup: Record<string, string[]>;
  let filesAtBackup: Record<string, string>;
  let manifest: BackupManifest;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'mobilise-backup-test-'));
    store = new FilesystemFileStore(join(work, 'files'));
    await seedDemo(database().db, { files: store, today: new Date('2026-11-26T12:00:00Z') });
    rowsAtBackup = await everyRow(database().db);
    filesAtBackup = await everyFile(database().db, store);

    const staging = mkdtempSync(join(work, 'staging-'));
    manifest = await createBackup(database(), store, staging);
    archive = join(work, 'backup.tar.gz');
    await pipeline(packArchive(staging, manifest), createWriteStream(archive));
    // The demo seed is most of it: seconds alone, more on a loaded CI host.
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('writes a manifest with the version, the migration level, the rows of each table and every file', async () => {
    const { rows } = await sql<{
      version: string;
    }>`select max(version) as version from schema_migrations`.execute(database().db);
    expect(manifest.migration).toBe(rows[0]?.version);
    expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.fromEntries(manifest.tables.map(({ name, rows }) => [name, rows]))).toEqual(
      Object.fromEntries(Object.entries(rowsAtBackup).map(([table, lines]) => [table, lines.length])),
    );
    expect(Object.keys(filesAtBackup).length).toBeGreaterThan(0);
    for (const [key, sha256] of Object.entries(filesAtBackup)) {
      expect(manifest.entries[`files/${key}`]?.sha256).toBe(sha256);
    }
    expect(manifest.missingFiles).toEqual([]);
  });

  it('restores every row, every sequence and every file as they were at the backup, into a fresh place', async () => {
    // What happens after the backup is not in it.
    const { db } = database();
    await db.updateTable('person_profiles').set({ first_name: 'Changed after the backup' }).execute();
    await db.deleteFrom('audit_log').execute();
    const [someKey] = Object.keys(filesAtBackup);
    await store.delete(someKey as string);

    const place = mkdtempSync(join(work, 'restored-'));
    const target = await emptyDatabase(database().kind, place);
    cleanups.push(target.drop);
    const restoredStore = new FilesystemFileStore(join(place, 'files'));
    await restoreBackup(
      archive,
      { database: target.database, store: restoredStore, filesFolder: restoredStore.folder },
      { workFolder: work },
    );
    expect(await everyRow(target.database.db)).toEqual(rowsAtBackup);
    expect(await everyFile(target.database.db, restoredStore)).toEqual(filesAtBackup);

    // New rows get ids after the restored ones.
    const before = await target.database.db
      .selectFrom('audit_log')
      .select(sql<string>`max(id)`.as('id'))
      .executeTakeFirstOrThrow();
    const inserted = await target.database.db
      .insertInto('audit_log')
      .values({
        action: 'after_restore',
        entity: 'test',
        entity_id: '1',
        actor_user_id: null,
        organisation_id: null,
        before: null,
        after: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(inserted.id)).toBeGreaterThan(Number(before.id));

    // Not into what is not empty, unless told.
    await expect(
      restoreBackup(
        archive,
        { database: target.database, store: restoredStore, filesFolder: restoredStore.folder },
        { workFolder: work },
      ),
    ).rejects.toThrow(/database is not empty.*--force/);
    await restoreBackup(
      archive,
      { database: target.database, store: restoredStore, filesFolder: restoredStore.folder },
      { workFolder: work, force: true },
    );
    expect(await everyRow(target.database.db)).toEqual(rowsAtBackup);
  }, 60_000);

  // An embedded installation that grows moves to PostgreSQL, and a PostgreSQL one can be tried out on PGlite.
  it.skipIf(!postgresReachable)(
    'restores into the other engine just the same',
    async () => {
      const other = database().kind === 'pglite' ? 'postgres' : 'pglite';
      const place = mkdtempSync(join(work, 'other-engine-'));
      const target = await emptyDatabase(other, place);
      cleanups.push(target.drop);
      const restoredStore = new FilesystemFileStore(join(place, 'files'));
      await restoreBackup(archive, { database: target.database, store: restoredStore }, { workFolder: work });
      expect(await everyRow(target.database.db)).toEqual(rowsAtBackup);
      expect(await everyFile(target.database.db, restoredStore)).toEqual(filesAtBackup);
    },
    60_000,
  );

  it('refuses a truncated archive, an altered one, a foreign one and one from a newer migration level, writing nothing', async () => {
    const place = mkdtempSync(join(work, 'refused-'));
    const target = await emptyDatabase(database().kind, place);
    cleanups.push(target.drop);
    const into = { database: target.database, store: new FilesystemFileStore(join(place, 'files')) };

    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(archive));
    truncateSync(truncated, Math.floor(readFileSync(archive).length * 0.6));
    await expect(restoreBackup(truncated, into, { workFolder: work })).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(truncated, into, { workFolder: work })).rejects.toThrow(
      /truncated or damaged/,
    );

    const altered = await repacked(archive, work, (folder) => {
      const file = join(folder, tableEntry('organisations'));
      writeFileSync(file, readFileSync(file, 'utf8').replace(/"name":"[^"]*"/, '"name":"Altered"'));
    });
    await expect(restoreBackup(altered, into, { workFolder: work })).rejects.toThrow(
      'The archive has been altered or damaged: the checksum of tables/organisations.jsonl does not match its manifest.',
    );

    writeFileSync(join(work, 'notes.txt'), 'not a backup');
    const foreign = join(work, 'foreign.tar.gz');
    await tar.create({ gzip: true, file: foreign, cwd: work }, ['notes.txt']);
    await expect(restoreBackup(foreign, into, { workFolder: work })).rejects.toThrow(
      'The archive holds an entry a Mobilise backup does not: notes.txt',
    );
    const noArchive = join(work, 'no-archive.tar.gz');
    writeFileSync(noArchive, randomBytes(4000));
    await expect(restoreBackup(noArchive, into, { workFolder: work })).rejects.toThrow(
      /truncated or damaged/,
    );

    const newer = await repacked(archive, work, (folder) => {
      const file = join(folder, manifestEntry);
      const changed = { ...JSON.parse(readFileSync(file, 'utf8')), migration: '99991231235959' };
      writeFileSync(file, JSON.stringify(changed));
    });
    await expect(restoreBackup(newer, into, { workFolder: work })).rejects.toThrow(
      /from a newer version of Mobilise \(migration 99991231235959/,
    );

    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace
    `.execute(target.database.db);
    expect(rows[0]?.n).toBe(0);
  }, 60_000);

  it('restores a backup from an older migration level and then applies the newer migrations', async () => {
    const migrations = loadMigrations();
    const older = migrations.slice(0, -1);
    const source = await emptyDatabase(database().kind, mkdtempSync(join(work, 'older-')));
    cleanups.push(source.drop);
    await migrateUp(source.database.db, older);
    await source.database.db
      .insertInto('organisations')
      .values({ name: 'From before', code: 'OLD' })
      .execute();
    const staging = mkdtempSync(join(work, 'older-staging-'));
    const olderManifest = await createBackup(source.database, store, staging);
    expect(olderManifest.migration).toBe(older.at(-1)?.version);
    const olderArchive = join(work, 'older.tar.gz');
    await pipeline(packArchive(staging, olderManifest), createWriteStream(olderArchive));

    const place = mkdtempSync(join(work, 'newer-'));
    const target = await emptyDatabase(database().kind, place);
    cleanups.push(target.drop);
    const into = { database: target.database, store: new FilesystemFileStore(join(place, 'files')) };
    await restoreBackup(olderArchive, into, { workFolder: work, migrations });
    const applied = await target.database.db.selectFrom('schema_migrations').select('version').execute();
    expect(applied.map(({ version }) => version).sort()).toEqual(migrations.map(({ version }) => version));
    const names = await target.database.db.selectFrom('organisations').select('name').execute();
    expect(names.map(({ name }) => name)).toContain('From before');
  }, 60_000);
});
