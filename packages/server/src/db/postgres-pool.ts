import pg from 'pg';
import { nameStatements } from './named-statements.ts';

/**
 * A node-postgres pool as the server uses it (the type parsers below, no JIT, named statements), of at
 * most `max` connections, named `applicationName` in pg_stat_activity. Kept apart from database.ts so that a report worker (report-worker.ts) opens
 * its own connection this way without loading PGlite.
 */
export function postgresPool(
  connectionString: string,
  { max, applicationName }: { max?: number; applicationName?: string } = {},
): pg.Pool {
  // No JIT: the app runs short OLTP queries, and a plan costed above the JIT thresholds (a count over
  // every profile) paid 240–310 ms of LLVM compilation per request (bench/RESULTS.md, API).
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: applicationName,
    types: postgresTypes(),
    options: '-c jit=off',
    // A database out of reach fails a request in seconds (a 503, database-unavailable.ts), rather than
    // holding it until the client gives up.
    connectionTimeoutMillis: connectTimeoutMs,
  });
  pool.on('connect', nameStatements);
  // An idle connection the database dropped (a restart, pg_terminate_backend, a cut network) leaves the
  // pool by itself; unheard, its error would be thrown as uncaught and end the process.
  pool.on('error', () => {});
  return pool;
}

const connectTimeoutMs = 3000;

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
export function keepDateText(value: string) {
  return value;
}

/**
 * Whether the connection string reaches a PostgreSQL on this machine: a loopback address, or a Unix
 * socket (no host, or a host that is a folder).
 */
export function databaseIsOnThisHost(connectionString: string): boolean {
  // With a user and no host ("postgres://me@/db") node-postgres takes the default socket; URL refuses it.
  const url = new URL(connectionString.replace(/^(postgres(?:ql)?:\/\/[^/@]*@)\//, '$1localhost/'));
  const socketFolder = url.searchParams.get('host');
  const host = decodeURIComponent(url.hostname).replace(/^\[|\]$/g, '');
  if (socketFolder?.startsWith('/') || host === '' || host.startsWith('/')) return true;
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
