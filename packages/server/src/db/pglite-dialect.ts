import type { PGlite, Results } from '@electric-sql/pglite';
import {
  AbortedTransactionError,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteStatements } from './pglite-statements.ts';

/**
 * A Kysely dialect over PGlite. PGlite is a single PostgreSQL session, so the driver hands out its one
 * connection to one holder at a time (a query, or a whole transaction) and queues everyone else.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #releaseHolder: () => void = () => {};

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async init() {
    await this.#pglite.waitReady;
  }

  async acquireConnection() {
    const previousHolder = this.#queue;
    let release = () => {};
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await previousHolder;
    // PGlite runs on the main thread. Without this yield the whole backlog of queued queries runs in one
    // chain of microtasks, and timers and sockets wait behind it (bench/calibration.md A.2).
    await new Promise((resolve) => setImmediate(resolve));
    this.#releaseHolder = release;
    return this.#connection;
  }

  async releaseConnection() {
    this.#releaseHolder();
  }

  async beginTransaction(connection: PGliteConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.run(`start transaction${isolation}${access}`);
    connection.inTransaction = true;
  }

  async commitTransaction(connection: PGliteConnection) {
    // Like PostgreSQL, COMMIT of a transaction that an error aborted answers ROLLBACK instead of failing.
    connection.inTransaction = false;
    const result = await connection.run('commit');
    if (result?.command === 'ROLLBACK') {
      throw new AbortedTransactionError();
    }
  }

  async rollbackTransaction(connection: PGliteConnection) {
    connection.inTransaction = false;
    await connection.run('rollback');
  }

  async destroy() {
    await this.#pglite.close();
  }
}

const dataChangingCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #statements: PGliteStatements;
  /** Between start transaction and its commit or rollback. */
  inTransaction = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#statements = new PGliteStatements(pglite);
  }

  /**
   * Like node-postgres, a statement without parameters goes over the simple query protocol, which accepts
   * several statements in one string (a migration file); the result is the last statement's. One with
   * parameters runs as a named prepared statement (PGliteStatements).
   */
  async run(sql: string, parameters: readonly unknown[] = []): Promise<Results | undefined> {
    if (parameters.length === 0) {
      return (await this.#pglite.exec(sql)).at(-1);
    }
    return this.#statements.query(sql, parameters, this.inTransaction);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.run(query.sql, query.parameters);
    if (!result) {
      return { rows: [] };
    }
    return {
      rows: result.rows as R[],
      numAffectedRows:
        result.command && dataChangingCommands.has(result.command)
          ? BigInt(result.rowCount ?? result.affectedRows ?? 0)
          : undefined,
    };
  }

  streamQuery(): never {
    throw new Error('The PGlite dialect does not stream query results.');
  }
}
