import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportJob } from './report-documents.ts';
import type { ReportWorkerData, ReportWorkerMessage, ReportWorkerRequest } from './report-worker.ts';

/**
 * Workers at most, so reports written at once; more downloads wait for one to end. Each worker holds a
 * database connection and a core while it writes, and the API must keep both for its own requests.
 */
const maxWorkers = 2;

/**
 * How long a worker waits for another report before it is stopped. Starting one costs a thread and its
 * modules (over a second on a busy host), so downloads close together share it; an idle one gives its
 * memory back.
 */
const idleWorkerMs = 30_000;

/** What a report worker's connection is called in pg_stat_activity. */
export const reportWorkerApplicationName = 'mobilise report worker';

/**
 * Each worker's heap. A report holds one batch of a thousand rows at a time, so a small young generation
 * (collected often, each time quickly) and a small old one suffice; a worker that outgrows them is stopped,
 * which cuts its download short, rather than growing the server's memory.
 */
const resourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/**
 * The worker's code: the bundle scripts/build.mjs emits beside dist/main.mjs, or, when the server runs
 * from source (tests, `tsx watch`), the TypeScript file beside this module, loaded through tsx's loader,
 * which the thread registers first (Node 20 applies no loader of the main thread, nor one given in the
 * worker's execArgv, to the worker's entry file).
 */
function workerScript(): { script: string | URL; eval?: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { script: new URL('./report-worker.mjs', import.meta.url) };
  }
  // tsx's API as an ES module (its CommonJS build cannot register from an evaluated script): the
  // `--import tsx` entry registers nothing outside the main thread on Node 20, so the thread does.
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    join(
      dirname(require.resolve('tsx/package.json')),
      require('tsx/package.json').exports['./esm/api'].import.default,
    ),
  ).href;
  const entry = new URL('./report-worker.ts', import.meta.url).href;
  return {
    script: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}

/**
 * Writes reports on PostgreSQL off the API's event loop and heap: in worker threads with connections of
 * their own, which read the batches and format the CSV, handing the main thread finished pieces of UTF-8
 * one at a time as the download asks for them. The API then sees neither the report's formatting nor the
 * garbage it makes (bench/RESULTS.md, "API: the ABO report while users/me is served").
 */
export class ReportWorkers {
  readonly #workers = new Set<Worker>();
  /** The report each busy worker writes. */
  readonly #jobs = new Map<Worker, WorkerPieces>();
  /** Idle workers, each with the timer that stops it (none for one kept warm). */
  readonly #idle = new Map<Worker, NodeJS.Timeout | undefined>();
  readonly #waiting: (() => void)[] = [];
  /** Workers kept running while idle: see warm(). */
  #keptWarm = 0;
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The report's file as it is written, once its first rows are read: a failure until then (the query,
   * the worker) rejects, so it is an error answer. A failure later ends the pieces with an error, which
   * cuts the download short, and is logged. Ending the pieces early (a client gone) stops the worker,
   * which closes its connection. With `gzip` the pieces are the file gzip-compressed, by the worker.
   */
  async document(job: ReportJob, { gzip }: { gzip: boolean }): Promise<AsyncIterable<Uint8Array>> {
    const worker = await this.#take();
    const pieces = new WorkerPieces(worker, () => this.#giveBack(worker));
    this.#jobs.set(worker, pieces);
    const ready = pieces.received();
    send(worker, { type: 'job', job, gzip });
    await ready;
    pieces.onFailure = (error) =>
      this.log.error({ err: error, report: job.report }, 'A report worker failed');
    return pieces;
  }

  /**
   * Starts a worker now and keeps one running while no report is written, so the first download neither
   * waits for a thread to start (over a second on a busy host) nor grows the server's memory by the
   * thread and its database driver (about 28 MB, paid once at start instead of in the middle of serving).
   * The server does this; tests, which build many apps, start workers only when a report asks.
   */
  warm() {
    this.#keptWarm = 1;
    if (this.#workers.size === 0 && !this.#closed) {
      this.#idle.set(this.#start(), undefined);
    }
  }

  /** Stops every worker (the server is closing): their downloads are cut short. */
  async close() {
    this.#closed = true;
    for (const wake of this.#waiting.splice(0)) {
      wake();
    }
    await Promise.all([...this.#workers].map((worker) => worker.terminate()));
  }

  /** An idle worker, else a new one while there are fewer than maxWorkers, else the first one freed. */
  async #take(): Promise<Worker> {
    for (;;) {
      if (this.#closed) {
        throw new Error('The server is closing');
      }
      const [idle] = this.#idle.keys();
      if (idle) {
        clearTimeout(this.#idle.get(idle));
        this.#idle.delete(idle);
        return idle;
      }
      if (this.#workers.size < maxWorkers) {
        return this.#start();
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
  }

  #start(): Worker {
    const { script, eval: isCode } = workerScript();
    const workerData: ReportWorkerData = {
      connectionString: this.connectionString,
      applicationName: reportWorkerApplicationName,
    };
    const worker = new Worker(script, { eval: isCode, workerData, resourceLimits });
    this.#workers.add(worker);
    worker.on('message', (message: ReportWorkerMessage) => this.#jobs.get(worker)?.receive(message));
    // 'error' (an uncaught error in the worker, or its heap outgrown) comes before 'exit'.
    worker.on('error', (error) => {
      const job = this.#jobs.get(worker);
      if (job) {
        job.fail(error);
      } else {
        this.log.error({ err: error }, 'An idle report worker failed');
      }
    });
    worker.once('exit', (code) => {
      const wasWriting = this.#jobs.has(worker);
      this.#jobs.get(worker)?.fail(new Error(`The report worker stopped (exit code ${code})`));
      this.#jobs.delete(worker);
      clearTimeout(this.#idle.get(worker));
      this.#idle.delete(worker);
      this.#workers.delete(worker);
      this.#waiting.shift()?.();
      // A worker stopped mid-report (its client went away) is replaced by a warm one; one that stopped
      // while idle is not, so a worker that cannot start does not restart forever.
      if (wasWriting && this.#workers.size < this.#keptWarm) {
        this.warm();
      }
    });
    return worker;
  }

  /** A worker that wrote its report to the end waits for the next one, or is stopped after a while. */
  #giveBack(worker: Worker) {
    this.#jobs.delete(worker);
    if (this.#closed) {
      void worker.terminate();
      return;
    }
    if (this.#workers.size <= this.#keptWarm) {
      this.#idle.set(worker, undefined);
    } else {
      const stop = setTimeout(() => void worker.terminate(), idleWorkerMs);
      stop.unref();
      this.#idle.set(worker, stop);
    }
    this.#waiting.shift()?.();
  }
}

function send(worker: Worker, request: ReportWorkerRequest) {
  worker.postMessage(request);
}

/** One report's pieces from its worker, each asked for when the last has been taken (report-worker.ts). */
class WorkerPieces implements AsyncIterableIterator<Uint8Array> {
  /** Told of a failure once the report has begun. */
  onFailure: (error: Error) => void = () => {};
  #pending?: { resolve: (message: ReportWorkerMessage) => void; reject: (error: Error) => void };
  #failure?: Error;
  #finished = false;

  constructor(
    private readonly worker: Worker,
    /** Called when the worker has written the whole report and may write another. */
    private readonly ended: () => void,
  ) {}

  /** The worker's next message; rejects when the worker has failed or stopped. */
  received(): Promise<ReportWorkerMessage> {
    if (this.#failure) {
      return Promise.reject(this.#failure);
    }
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
    });
  }

  receive(message: ReportWorkerMessage) {
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.resolve(message);
  }

  fail(error: Error) {
    if (this.#finished || this.#failure) {
      return;
    }
    this.#failure = error;
    this.onFailure(error);
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.reject(error);
  }

  async next(): Promise<IteratorResult<Uint8Array>> {
    if (this.#finished) {
      return { done: true, value: undefined };
    }
    const received = this.received();
    send(this.worker, { type: 'next' });
    const message = await received;
    if (message.type === 'piece') {
      return { done: false, value: message.bytes };
    }
    this.#finished = true;
    this.ended();
    return { done: true, value: undefined };
  }

  /** The download ended early (the client went away, or the answer failed): stop the worker. */
  async return(): Promise<IteratorResult<Uint8Array>> {
    if (!this.#finished) {
      this.#finished = true;
      await this.worker.terminate();
    }
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
