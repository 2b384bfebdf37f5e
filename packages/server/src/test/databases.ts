import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DatabaseKind, databaseKinds } from '@mobilise/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/database.ts';
import { migrateUp } from '../db/migrate.ts';

/** A database of its own for one test file, migrated, and removed afterwards. */
export interface TestDatabase {
  database: DatabaseHandle;
  /**
   * A handle of its own on the same database, as a second server process has (PostgreSQL only: PGlite
   * lives in one process); the caller closes it before the file ends.
   */
  openAnother(): DatabaseHandle;
  drop(): Promise<void>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const postgresProblem = await whyPostgresIsUnreachable();
/** Whether the PostgreSQL suites run (for a test on PGlite that also needs PostgreSQL). */
export const postgresReachable = postgresProblem === undefined;
if (postgresProblem && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(
    `REQUIRE_POSTGRES=1, but PostgreSQL at ${testDatabaseUrl} is unreachable: ${postgresProblem}`,
  );
}

/**
 * The connection string of a PostgreSQL test database, for a server process started on it
 * (server-process.ts).
 */
export async function connectionStringOf(database: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${rows[0]?.name}`;
  return url.href;
}

/** Slow: booting PGlite takes seconds on two cores. */
const setupTimeout = 60_000;

/**
 * Declares the suite once per engine, named "<name> [pglite]" and "<name> [postgres]", each with its
 * own freshly migrated database. The PostgreSQL suite is skipped when PostgreSQL is unreachable at
 * TEST_DATABASE_URL, unless REQUIRE_POSTGRES=1, which fails instead.
 */
export function describeEachDatabase(
  name: string,
  suite: (database: () => DatabaseHandle, openAnother: () => DatabaseHandle) => void,
) {
  for (const kind of databaseKinds) {
    describeOnDatabase(kind, name, suite);
  }
}

/** The suite on one engine only, as describeEachDatabase declares it (for what only that engine has). */
export function describeOnDatabase(
  kind: DatabaseKind,
  name: string,
  suite: (database: () => DatabaseHandle, openAnother: () => DatabaseHandle) => void,
) {
  const skip = kind === 'postgres' && postgresProblem !== undefined;
  describe.skipIf(skip)(`${name} [${kind}]`, () => {
    let testDatabase: TestDatabase | undefined;
    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
    }, setupTimeout);
    afterAll(async () => {
      await testDatabase?.drop();
    }, setupTimeout);
    const current = () => {
      if (!testDatabase) {
        throw new Error('The test database is only there inside tests and hooks');
      }
      return testDatabase;
    };
    suite(
      () => current().database,
      () => current().openAnother(),
    );
  });
}

/** PGlite in memory, or a uniquely named PostgreSQL database made beside TEST_DATABASE_URL's. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // A copy of the run's migrated database (pglite-snapshot.ts); migrated here when there is none.
    const snapshotFile = inject('pgliteSnapshot');
    const database = await openPglite(
      undefined,
      snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined,
    );
    if (!snapshotFile) await migrateUp(database.db);
    const openAnother = () => {
      throw new Error('PGlite runs in one process: there is no other handle on its database');
    };
    return { database, openAnother, drop: () => database.close() };
  }

  const { database, url, drop } = await createEmptyPostgresDatabase();
  try {
    await migrateUp(database.db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, openAnother: () => openPostgres(url), drop };
}

/** A uniquely named, empty PostgreSQL database beside TEST_DATABASE_URL's, and how to drop it. */
export async function createEmptyPostgresDatabase() {
  const name = `mobilise_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.href);
  const drop = async () => {
    await database.close();
    await dropWhenDisconnected(name);
  };
  return { database, url: url.href, drop };
}

/**
 * Drops a scratch database once the pool's connections have gone. A closing pool may still hold a
 * connection for a moment; forcing the drop then would terminate it, and node-postgres raises that
 * as an uncaught error in whichever test file runs next. Force is the last resort.
 */
async function dropWhenDisconnected(name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await runAsAdmin(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await runAsAdmin(`drop database if exists ${name} with (force)`);
}

async function runAsAdmin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function whyPostgresIsUnreachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}
