import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { DatabaseKind } from '@mobilise/contract';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { nameStatements } from './named-statements.ts';
import { listenOnPostgres, type NoticeHandlers } from './notices.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { type WriteListener, WriteWatcher } from './write-watcher.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Tells `listener` of each insert, update and delete that `db` runs in this process; answers how to stop. */
  watchWrites(listener: WriteListener): () => void;
  /**
   * LISTEN on `channel`: NOTIFYs committed by any process reach `handlers`. Answers, once listening,
   * the function that stops it.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  /** Ends every connection; call it once, after the server has stopped taking requests. */
  close(): Promise<void>;
}

/** PGlite's handle, which can also copy its whole data directory (for openPglite's `snapshot`). */
export interface PgliteHandle extends DatabaseHandle {
  dumpDataDir(): Promise<Blob>;
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite with its files under `DATA_DIR/pglite`. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}

/**
 * PGlite with its files in `directory` (created if missing), or in memory when none is given; in memory
 * it may start as a copy of `snapshot`, a data directory another PGlite dumped (`dumpDataDir`).
 */
export async function openPglite(directory?: string, snapshot?: Blob): Promise<PgliteHandle> {
  if (directory) {
    mkdirSync(directory, { recursive: true });
  }
  // The contrib extensions the migrations create (person search); node-postgres needs none of this.
  const pglite = await PGlite.create(directory, {
    loadDataDir: snapshot,
    extensions: { pg_trgm, unaccent },
    parsers: { [types.DATE]: keepDateText },
  });
  // The named statements (pglite-statements.ts) are planned for each call's values: a generic plan made
  // the people search 12 % dearer, where planning each call costs every query less than unnamed ones.
  await pglite.exec('set plan_cache_mode = force_custom_plan');
  const writes = new WriteWatcher();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [writes] });
  const handle = toHandle(db, 'pglite', writes, async (channel, handlers) => {
    // PGlite is one session: LISTEN while the dialect holds it, so that it lands in no open transaction.
    const unlisten = await db.connection().execute(() => pglite.listen(channel, handlers.notice));
    handlers.listening(true);
    return async () => {
      handlers.listening(false);
      if (!pglite.closed) {
        await db.connection().execute(() => unlisten());
      }
    };
  });
  return { ...handle, dumpDataDir: () => pglite.dumpDataDir('none') };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  // No JIT: the app runs short OLTP queries, and a plan costed above the JIT thresholds (a count over
  // every profile) paid 240–310 ms of LLVM compilation per request (bench/RESULTS.md, API).
  const pool = new pg.Pool({ connectionString, types: postgresTypes(), options: '-c jit=off' });
  pool.on('connect', nameStatements);
  const writes = new WriteWatcher();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  return toHandle(db, 'postgres', writes, (channel, handlers) =>
    listenOnPostgres(connectionString, channel, handlers),
  );
}

/** bigint[], which pg.types.builtins does not name. */
const int8ArrayOid = 1016 as Parameters<typeof pg.types.getTypeParser>[0];

/**
 * node-postgres reads bigint (ids, count(*)) and bigint[] as strings and PGlite as numbers; read them as
 * numbers on both, so rows have the same shape whatever the engine. Ids and counts stay far below 2^53.
 */
function postgresTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const int8Strings: (value: string) => (string | null)[] = pg.types.getTypeParser(int8ArrayOid);
  types.setTypeParser(int8ArrayOid, (value) =>
    int8Strings(value).map((each) => (each === null ? null : Number(each))),
  );
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

function toHandle(
  db: Kysely<Database>,
  kind: DatabaseKind,
  writes: WriteWatcher,
  listen: DatabaseHandle['listen'],
): DatabaseHandle {
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind,
    watchWrites: (listener) => writes.subscribe(listener),
    listen: async (channel, handlers) => {
      const stop = await listen(channel, handlers);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) {
          await stop();
        }
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}
