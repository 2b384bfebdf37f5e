import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { DatabaseKind } from '@mobilise/contract';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.ts';
import { listenOnPostgres, type NoticeHandlers } from './notices.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { keepDateText, postgresPool } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import { type WriteListener, WriteWatcher } from './write-watcher.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's address, for a connection of another thread's own (a report worker); none for PGlite. */
  connectionString?: string;
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
  const pool = postgresPool(connectionString);
  const writes = new WriteWatcher();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  const handle = toHandle(db, 'postgres', writes, (channel, handlers) =>
    listenOnPostgres(connectionString, channel, handlers),
  );
  return { ...handle, connectionString };
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
