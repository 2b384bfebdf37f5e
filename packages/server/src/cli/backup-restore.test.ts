import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateUp } from '../db/migrate.ts';
import { createEmptyPostgresDatabase, describeOnDatabase } from '../test/databases.ts';
import { backup, parseBackupArgs } from './backup.ts';
import { parseRestoreArgs, restore } from './restore.ts';

describe('backup and restore arguments', () => {
  it('reads --out, an archive and --force, and says what is missing', () => {
    expect(parseBackupArgs(['--out', 'b.tar.gz'])).toEqual({ out: 'b.tar.gz' });
    expect(() => parseBackupArgs([])).toThrow('Say where the backup goes with --out');
    expect(parseRestoreArgs(['b.tar.gz'])).toEqual({ archive: 'b.tar.gz', force: false });
    expect(parseRestoreArgs(['b.tar.gz', '--force'])).toEqual({ archive: 'b.tar.gz', force: true });
    expect(() => parseRestoreArgs([])).toThrow('Name one archive to restore');
    expect(() => parseRestoreArgs(['a.tar.gz', 'b.tar.gz'])).toThrow('Name one archive to restore');
  });
});

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mobilise-backup-cli-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A database at `env` with one organisation of its own, to find after the restore. */
async function prepare(env: NodeJS.ProcessEnv) {
  const database = await openDatabase(loadConfig(env));
  try {
    await migrateUp(database.db);
    await database.db
      .insertInto('organisations')
      .values({ name: 'Backed-up organisation', code: 'BKP' })
      .execute();
  } finally {
    await database.close();
  }
}

async function organisationNames(env: NodeJS.ProcessEnv) {
  const database = await openDatabase(loadConfig(env));
  try {
    const rows = await database.db.selectFrom('organisations').select('name').execute();
    return rows.map(({ name }) => name);
  } finally {
    await database.close();
  }
}

describe('npm run backup and restore with the embedded database, no server running (issue 36)', () => {
  it('backs up a data folder into a whole archive, restores it into an empty one and refuses a used one', async () => {
    const from = { DATA_DIR: join(work, 'from') };
    const to = { DATA_DIR: join(work, 'to') };
    await prepare(from);
    const out = join(work, 'embedded.tar.gz');
    expect(await backup(out, from)).toBe(`the embedded database in ${from.DATA_DIR}`);
    expect(existsSync(`${out}.partial`)).toBe(false);
    // The folder is free again, and nothing of the backup's own is left in it.
    expect(readdirSync(from.DATA_DIR).sort()).toEqual(['pglite']);

    const manifest = await restore(out, false, to);
    expect(manifest.databaseKind).toBe('pglite');
    expect(await organisationNames(to)).toContain('Backed-up organisation');
    await expect(restore(out, false, to)).rejects.toThrow(
      'The database is not empty: a backup is restored into an empty one. Add --force to replace what is there.',
    );
    await expect(backup(join(work, 'none.tar.gz'), { DATA_DIR: join(work, 'empty') })).rejects.toThrow(
      `There is no embedded database in ${join(work, 'empty')} to back up.`,
    );
  }, 60_000);
});

describeOnDatabase('postgres', 'npm run backup and restore with DATABASE_URL (issue 36)', () => {
  it('backs up one PostgreSQL database and restores it into another', async () => {
    const source = await createEmptyPostgresDatabase();
    const target = await createEmptyPostgresDatabase();
    try {
      const from = { DATABASE_URL: source.url, DATA_DIR: join(work, 'pg-from') };
      const to = { DATABASE_URL: target.url, DATA_DIR: join(work, 'pg-to') };
      await prepare(from);
      const out = join(work, 'postgres.tar.gz');
      expect(await backup(out, from)).toBe('the PostgreSQL database');
      expect((await restore(out, false, to)).databaseKind).toBe('postgres');
      expect(await organisationNames(to)).toContain('Backed-up organisation');
      await restore(out, true, to);
      expect(await organisationNames(to)).toContain('Backed-up organisation');
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 60_000);
});
