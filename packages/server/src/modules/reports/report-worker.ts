// A report worker (report-workers.ts starts it): writes reports, one at a time, from a database connection
// of its own, and hands each to the main thread piece by piece, every piece when the main thread asks.
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { databaseIsOnThisHost, postgresPool } from '../../db/postgres-pool.ts';
import type { Database } from '../../db/schema.ts';
import { runAtLowestPriority } from './lowest-priority.ts';
import { type ReportJob, reportDocument } from './report-documents.ts';

export interface ReportWorkerData {
  connectionString: string;
  /** What its connection is called in pg_stat_activity. */
  applicationName: string;
}

/** What the main thread asks: to write a report, or the next piece of the one being written. */
export type ReportWorkerRequest = { type: 'job'; job: ReportJob } | { type: 'next' };

/** What the worker answers: the report's first rows are read; a piece of its file; the file is done. */
export type ReportWorkerMessage = { type: 'ready' } | { type: 'piece'; bytes: Uint8Array } | { type: 'end' };

/** About this many characters a piece: few messages across threads, and each piece stays small. */
const pieceChars = 64 * 1024;

const port = parentPort;
if (!port) {
  throw new Error('report-worker.ts runs as a worker thread');
}
const { connectionString, applicationName } = workerData as ReportWorkerData;
lowerThisThreadsPriority();
// One connection, closed by the pool when the worker has been idle a while (pg's idleTimeoutMillis).
const pool = postgresPool(connectionString, { max: 1, applicationName });
pool.on('connect', (client) => {
  void lowerBackendPriority(client);
});
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const encoder = new TextEncoder();
const send = (message: ReportWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** The next piece of a file as UTF-8, or none after the last. */
async function nextPiece(document: AsyncIterator<string>): Promise<Uint8Array | undefined> {
  let text = '';
  while (text.length < pieceChars) {
    const { value, done } = await document.next();
    if (done) {
      break;
    }
    text += value;
  }
  return text ? encoder.encode(text) : undefined;
}

/** The report being written: its text, and the piece written ahead of the main thread's asking. */
let current: { document: AsyncIterator<string>; ahead: Promise<Uint8Array | undefined> } | undefined;

// A failure anywhere (a report's first read included) is left uncaught: the worker stops, and the main
// thread gets the error and makes it an error answer, or cuts the download short once it has begun.
port.on('message', async (request: ReportWorkerRequest) => {
  if (request.type === 'job') {
    const document = (await reportDocument(db, request.job))[Symbol.asyncIterator]();
    current = { document, ahead: nextPiece(document) };
    send({ type: 'ready' });
    return;
  }
  if (!current) {
    throw new Error('The report worker was asked for a piece of no report');
  }
  // One piece is written ahead while the main thread sends the last, and no more: a slow client holds at
  // most two pieces here, however long the report.
  const bytes = await current.ahead;
  if (!bytes) {
    current = undefined;
    send({ type: 'end' });
    return;
  }
  current.ahead = nextPiece(current.document);
  // Transferred, not copied: the main thread's heap never holds the text.
  send({ type: 'piece', bytes }, [bytes.buffer as ArrayBuffer]);
});

/**
 * Most of a report's CPU is the database's: the PostgreSQL process serving the worker's connection reads
 * and sorts every row. When that process runs on this host and the server may lower its priority (as
 * root, or as the database's own user), it runs at the lowest priority too, so the backends answering the
 * API's queries come first. Otherwise (a database on another host, no permission) it keeps its priority.
 */
async function lowerBackendPriority(client: pg.PoolClient) {
  if (!databaseIsOnThisHost(connectionString)) return;
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]?.pid;
    if (pid !== undefined) runAtLowestPriority(pid);
  } catch {
    // The connection failed: the report's first read says so.
  }
}

/**
 * A report can wait; a person opening a page cannot. On a server with few cores the worker's formatting
 * competes with the API's thread for the CPU, so the worker runs at the lowest priority and takes only
 * what the API leaves. Linux keeps a nice value and a scheduling policy per thread, and given a thread's
 * id (the last part of /proc/thread-self) sets them for that thread alone. Elsewhere there is no such
 * path, and the worker runs at the server's priority.
 */
function lowerThisThreadsPriority() {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return;
  }
  runAtLowestPriority(threadId);
}
