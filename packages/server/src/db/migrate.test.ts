import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import { loadMigrations, migrateDownTo, migrateUp } from './migrate.ts';
import type { Database } from './schema.ts';

const versions = loadMigrations().map((migration) => migration.version);

async function tableNames(db: Kysely<Database>) {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' order by table_name
  `.execute(db);
  return rows.map((row) => row.table_name);
}

describeEachDatabase('migrations', (database) => {
  it('apply nothing to an up-to-date database', async () => {
    expect(await migrateUp(database().db)).toEqual([]);
  });

  it('go down to zero, leaving only schema_migrations, and up again to the same tables', async () => {
    const { db } = database();
    const tablesBefore = await tableNames(db);
    expect(tablesBefore).toEqual(expect.arrayContaining(['organisations', 'users', 'sessions', 'audit_log']));

    expect(await migrateDownTo(db, 0)).toEqual([...versions].reverse());
    expect(await tableNames(db)).toEqual(['schema_migrations']);
    expect(await db.selectFrom('schema_migrations').selectAll().execute()).toEqual([]);

    expect(await migrateUp(db)).toEqual(versions);
    expect(await tableNames(db)).toEqual(tablesBefore);
    const applied = await db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
    expect(applied.map((row) => row.version)).toEqual(versions);
  });

  it('refuse to go down to a version that does not exist', async () => {
    await expect(migrateDownTo(database().db, '19990101000000')).rejects.toThrow(
      'There is no migration 19990101000000 to migrate down to',
    );
  });

  it('keep e-mail addresses unique regardless of case', async () => {
    const { db } = database();
    await db.insertInto('users').values({ email: 'Ada@Example.org' }).execute();
    await expect(db.insertInto('users').values({ email: 'ada@example.ORG' }).execute()).rejects.toThrow(
      /users_email_lower_key/,
    );
  });

  it('remove the sessions of a removed user, and give rows their defaults', async () => {
    const { db } = database();
    const user = await db
      .insertInto('users')
      .values({ email: 'grace@example.org' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      is_admin: false,
      language: 'en',
      is_creative_access: false,
      disabled_at: null,
    });
    expect(typeof user.id).toBe('number');
    expect(user.created_at).toBeInstanceOf(Date);

    await db
      .insertInto('sessions')
      .values({ id: 'token-hash', user_id: user.id, expires_at: new Date(Date.now() + 60_000) })
      .execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });
});

describe('loadMigrations', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mobilise-migrations-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('reads the up and down pairs, oldest first', async () => {
    await writeFile(join(folder, '20270102000000_second.up.sql'), 'create table b ();');
    await writeFile(join(folder, '20270102000000_second.down.sql'), 'drop table b;');
    await writeFile(join(folder, '20270101000000_first.up.sql'), 'create table a ();');
    await writeFile(join(folder, '20270101000000_first.down.sql'), 'drop table a;');
    expect(loadMigrations(folder)).toEqual([
      { version: '20270101000000', name: 'first', up: 'create table a ();', down: 'drop table a;' },
      { version: '20270102000000', name: 'second', up: 'create table b ();', down: 'drop table b;' },
    ]);
  });

  it('refuses a migration without its down file', async () => {
    await writeFile(join(folder, '20270101000000_first.up.sql'), 'create table a ();');
    expect(() => loadMigrations(folder)).toThrow('Migration 20270101000000_first needs both');
  });

  it('refuses a file that is not named as a migration', async () => {
    await writeFile(join(folder, '2027_first.up.sql'), 'create table a ();');
    expect(() => loadMigrations(folder)).toThrow('Migration file 2027_first.up.sql is not named');
  });
});
