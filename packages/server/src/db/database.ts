import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { DatabaseKind } from '@mobilise/contract';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Ends every connection; call it once, after the server has stopped taking requests. */
  close(): Promise<void>;
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite with its files under `DATA_DIR/pglite`. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}

/** PGlite with its files in `directory` (created if missing), or in memory when none is given. */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  if (directory) {
    mkdirSync(directory, { recursive: true });
  }
  // The contrib extensions the migrations create (person search); node-postgres needs none of this.
  const pglite = await PGlite.create(directory, {
    extensions: { pg_trgm, unaccent },
    parsers: { [types.DATE]: keepDateText },
  });
  return toHandle(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), 'pglite');
}

export function openPostgres(connectionString: string): DatabaseHandle {
  // No JIT: the app runs short OLTP queries, and a plan costed above the JIT thresholds (a count over
  // every profile) paid 240–310 ms of LLVM compilation per request (bench/RESULTS.md, API).
  const pool = new pg.Pool({ connectionString, types: postgresTypes(), options: '-c jit=off' });
  return toHandle(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}

/**
 * node-postgres reads bigint (ids, count(*)) as a string and PGlite as a number; read it as a number on
 * both, so rows have the same shape whatever the engine. Ids and counts stay far below 2^53.
 */
function postgresTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  types.setTypeParser(pg.types.builtins.DATE, keepDateText);
  return types;
}

/**
 * A date column (a day, no time) reads as its 'YYYY-MM-DD' text on both engines: the drivers would
 * otherwise turn it into a Date at local midnight (node-postgres) or UTC midnight (PGlite).
 */
function keepDateText(value: string) {
  return value;
}

function toHandle(db: Kysely<Database>, kind: DatabaseKind): DatabaseHandle {
  return { db, kind, close: () => db.destroy() };
}
