import { HttpError } from '../http/errors.ts';

/** Socket failures of a connection to the database: refused, reset, cut, or no route. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's own "not now": the connection exception class (08), a server shutting down or
 * terminating the backend (57P01-57P03, pg_terminate_backend), and too many connections (53300).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/** node-postgres's words when the socket ends under it or a connection does not come in time. */
const driverMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` says the database cannot be reached for now, as opposed to a statement that failed:
 * such a request can succeed as it is once the database is back, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || unavailableStates.test(code))) return true;
  if (driverMessages.test(error.message)) return true;
  // A connection to "localhost" tries each of its addresses and fails with all their errors.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** 503 while the database is out of reach; the client may try again in a few seconds. */
export class DatabaseUnavailableError extends HttpError {
  override name = 'DatabaseUnavailableError';

  constructor() {
    super(503, 'database_unavailable', 'The service is briefly unavailable: try again in a moment.');
    this.headers['retry-after'] = '5';
  }
}
