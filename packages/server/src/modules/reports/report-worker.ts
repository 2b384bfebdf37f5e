// A report worker (report-workers.ts starts it): writes reports, one at a time, from a database connection
// of its own, and hands each to the main thread piece by piece, every piece when the main thread asks.
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Gzip } from 'fflate';
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

/**
 * What the main thread asks: to write a report (gzip-compressed when the client takes that), or the next
 * piece of the one being written.
 */
export type ReportWorkerRequest = { type: 'job'; job: ReportJob; gzip: boolean } | { type: 'next' };

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

/** The report being written: its text, its compressor, and the piece written ahead of the main thread's asking. */
interface Report {
  document: AsyncIterator<string>;
  /**
   * Compressing here rather than on the main thread's way out keeps the gzip of a file of megabytes at
   * this thread's low priority: zlib's streams would run it on libuv's pool, beside the API's work.
   * fflate compresses synchronously, on the thread that calls it.
   */
  gzip?: Gzip;
  /** The document has been read to its end. */
  read: boolean;
  ahead: Promise<Uint8Array | undefined>;
}

/** The next piece of a file (UTF-8, compressed when asked), or none after the last. */
async function nextPiece(report: Report): Promise<Uint8Array | undefined> {
  if (report.read) {
    return undefined;
  }
  let text = '';
  while (text.length < pieceChars) {
    const { value, done } = await report.document.next();
    if (done) {
      report.read = true;
      break;
    }
    text += value;
  }
  const bytes = encoder.encode(text);
  if (!report.gzip) {
    return text ? bytes : undefined;
  }
  return compressed(report.gzip, bytes, report.read);
}

/** What the compressor gives for `bytes` (with its trailer when they are the last), in one new buffer of its own. */
function compressed(gzip: Gzip, bytes: Uint8Array, last: boolean): Uint8Array {
  const out: Uint8Array[] = [];
  gzip.ondata = (chunk) => out.push(chunk);
  gzip.push(bytes, last);
  // A buffer of its own, so that transferring it takes nothing else along (fflate's chunks may be views).
  const piece = new Uint8Array(out.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of out) {
    piece.set(chunk, at);
    at += chunk.length;
  }
  return piece;
}

let current: Report | undefined;

// A failure anywhere (a report's first read included) is left uncaught: the worker stops, and the main
// thread gets the error and makes it an error answer, or cuts the download short once it has begun.
port.on('message', async (request: ReportWorkerRequest) => {
  if (request.type === 'job') {
    const document = (await reportDocument(db, request.job))[Symbol.asyncIterator]();
    const report: Report = {
      document,
      gzip: request.gzip ? new Gzip() : undefined,
      read: false,
      ahead: Promise.resolve(undefined),
    };
    report.ahead = nextPiece(report);
    current = report;
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
  current.ahead = nextPiece(current);
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
