import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export interface Migration {
  /** 14 digits, `yyyymmddhhmmss`: the order in which migrations apply. */
  version: string;
  name: string;
  up: string;
  down: string;
}

const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationFileName = /^(\d{14})_([a-z0-9_]+)\.(up|down)\.sql$/;

/** Reads the `<version>_<name>.up.sql` / `.down.sql` pairs of a folder, oldest first. */
export function loadMigrations(folder = migrationsFolder): Migration[] {
  const parts = new Map<string, { name: string; up?: string; down?: string }>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const [, version, name, direction] = migrationFileName.exec(file) ?? [];
    if (!version || !name || (direction !== 'up' && direction !== 'down')) {
      throw new Error(`Migration file ${file} is not named <14-digit version>_<name>.up.sql or .down.sql`);
    }
    const migration = parts.get(version) ?? { name };
    if (migration.name !== name) {
      throw new Error(`Migration ${version} has two names: ${migration.name} and ${name}`);
    }
    migration[direction] = readFileSync(join(folder, file), 'utf8');
    parts.set(version, migration);
  }
  return [...parts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([version, { name, up, down }]) => {
      if (up === undefined || down === undefined) {
        throw new Error(`Migration ${version}_${name} needs both an .up.sql and a .down.sql file`);
      }
      return { version, name, up, down };
    });
}

/** Applies the pending migrations in version order, each in its own transaction; returns their versions. */
export async function migrateUp(db: Kysely<Database>, migrations = loadMigrations()): Promise<string[]> {
  const applied = await db.transaction().execute(lockAndReadApplied);
  const done: string[] = [];
  for (const migration of migrations.filter(({ version }) => !applied.has(version))) {
    const ran = await db.transaction().execute(async (trx) => {
      // Another server may have applied it while this one waited for the lock.
      if ((await lockAndReadApplied(trx)).has(migration.version)) {
        return false;
      }
      await sql.raw(migration.up).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
      return true;
    });
    if (ran) {
      done.push(migration.version);
    }
  }
  return done;
}

/**
 * Reverts, newest first and each in its own transaction, every applied migration newer than `target`
 * (0 reverts them all); returns their versions.
 */
export async function migrateDownTo(
  db: Kysely<Database>,
  target: string | 0,
  migrations = loadMigrations(),
): Promise<string[]> {
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  if (target !== 0 && !byVersion.has(target)) {
    throw new Error(`There is no migration ${target} to migrate down to`);
  }
  const applied = await db.transaction().execute(lockAndReadApplied);
  const toRevert = [...applied]
    .filter((version) => target === 0 || version > target)
    .sort()
    .reverse();
  for (const version of toRevert) {
    const migration = byVersion.get(version);
    if (!migration) {
      throw new Error(`Migration ${version} is applied, but its files are missing`);
    }
    await db.transaction().execute(async (trx) => {
      await lockAndReadApplied(trx);
      await sql.raw(migration.down).execute(trx);
      await trx.deleteFrom('schema_migrations').where('version', '=', version).execute();
    });
  }
  return toRevert;
}

const migrationLockKey = 7_348_120_261_125;

/**
 * Several servers may start at once against one PostgreSQL: a transaction-scoped advisory lock lets one
 * of them migrate while the others wait, and creating the bookkeeping table under it cannot race.
 */
async function lockAndReadApplied(trx: Transaction<Database>): Promise<Set<string>> {
  await sql`select pg_advisory_xact_lock(${sql.lit(migrationLockKey)})`.execute(trx);
  await sql`
    create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )
  `.execute(trx);
  const rows = await trx.selectFrom('schema_migrations').select('version').execute();
  return new Set(rows.map((row) => row.version));
}
