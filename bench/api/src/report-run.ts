// The ABO report run of issue 28: see bench/RESULTS.md (section "API: the ABO report while users/me is
// served") for what it measures and the results. PostgreSQL only: the figures are the ones a deployment
// with many people sees.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { endpointRoutes } from '@mobilise/contract';
import { demoAccounts, demoPassword } from '@mobilise/server/src/db/seed/demo-accounts.ts';
import pg from 'pg';
import { buildServer } from '../../../e2e/src/build.ts';
import { machineDescription, uptime } from './bench-run.ts';
import { freePort } from './free-port.ts';
import { browserHeaders, percentile, round } from './load.ts';
import { benchPackageDir, productionServerEnv, ServerProcess, serverPackageDir } from './node-process.ts';
import type { DownloadedReport } from './report-download.ts';
import { type ReportRun, writeReportRunResults } from './report-run-results.ts';
import { createScratchDatabase } from './scratch-postgres.ts';
import { seedBenchDatabase } from './seed-bench-database.ts';
import { signIn } from './sign-in.ts';

const { values: options } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    /** How long users/me is measured with nothing else running, before the download. */
    idle: { type: 'string', default: '10' },
    /** How long users/me is asked before the idle measurement, so the server has compiled its code. */
    warmup: { type: 'string', default: '10' },
    /** users/me requests kept in flight at once, during both measurements. */
    connections: { type: 'string', default: '4' },
    /** The one-minute load average the machine must fall under before the measurements start. */
    'quiet-load': { type: 'string', default: '1.5' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const people = Number(options.people);
const idleSeconds = Number(options.idle);
const warmupSeconds = Number(options.warmup);
const connections = Number(options.connections);
const quietLoad = Number(options['quiet-load']);
/** How long the run waits for the machine to be quiet before it measures anyway (and says so). */
const quietWaitLimitSeconds = 600;
const log = (message: string) => console.log(`[bench/api report] ${message}`);
const aboReportPath = endpointRoutes.downloadAboReport.path;
const usersMePath = endpointRoutes.currentUser.path;

/**
 * users/me asked by `connections` clients at once, each asking again as soon as it has its answer, until
 * `until` settles: the latency of every answer, in ms. Any answer but 200 fails the run.
 */
async function usersMeLatencies(baseUrl: string, cookie: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  let stopped = false;
  void until.finally(() => {
    stopped = true;
  });
  const latencies: number[] = [];
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      request(
        { agent, hostname, port, path: usersMePath, headers: { ...browserHeaders, cookie } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) {
              reject(new Error(`users/me answered ${response.statusCode}`));
              return;
            }
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      )
        .on('error', reject)
        .end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stopped) {
        await once();
      }
    }),
  );
  agent.destroy();
  return latencies;
}

function p95(latencies: number[]): number {
  return round(percentile(Float64Array.from(latencies).sort(), 0.95), 2);
}

/**
 * Downloads the report in a process of its own (report-download.ts), so that reading and decompressing
 * 10 MB never delays the users/me client's own answers in this one: `started` settles when its request
 * is sent, `done` with what it read. It stands in for the admin's browser, which runs on another machine,
 * so it runs at the lowest priority (SCHED_IDLE, by util-linux's chrt, for every thread it starts): on these
 * two cores it takes only what the server leaves, instead of competing with the server as no real client
 * does.
 */
function downloadReport(baseUrl: string, cookie: string) {
  const child = spawn(
    'chrt',
    ['--idle', '0', process.execPath, '--import', 'tsx', 'src/report-download.ts'],
    {
      cwd: benchPackageDir,
      env: { ...process.env, REPORT_BASE_URL: baseUrl, REPORT_PATH: aboReportPath, REPORT_COOKIE: cookie },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    if (output.includes('started\n')) {
      markStarted();
    }
  });
  const done = new Promise<DownloadedReport>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      markStarted();
      if (code === 0) {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as DownloadedReport);
      } else {
        reject(new Error(`report-download.ts failed (exit ${code})`));
      }
    });
  });
  return { started, done };
}

/**
 * The rows the report must hold, counted in the database: every organisation's current memberships and
 * its received assignments that are active and not abandoned (the admin downloads all of them). The CSV
 * has one line more, its header, unless a cell holds a line break (no generated one does).
 */
async function expectedRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`
      select (select count(*) from memberships m join person_profiles p on p.id = m.person_profile_id
               where m.starts_from <= current_date and (m.end_date is null or m.end_date >= current_date))
           + (select count(*) from assignments a join person_profiles p on p.id = a.assignee_person_profile_id
               where a.status = 'ACTIVE' and not a.is_abandoned) as n`);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const startedAt = new Date();
const uptimeBefore = uptime();
log('building the server, as npm start runs it');
buildServer();
const scratch = await createScratchDatabase();
let server: ServerProcess | undefined;
try {
  const env = { DATABASE_URL: scratch.url };
  const fixture = await seedBenchDatabase(env, { people, extraScripts: ['src/add-engagements.ts'], log });
  const rows = await expectedRows(scratch.url);
  log(`${fixture.people} people, ${rows} report rows expected`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = new ServerProcess('Mobilise server (postgres)', {
    file: 'dist/main.mjs',
    cwd: serverPackageDir,
    env: { ...env, ...productionServerEnv(port) },
  });
  await server.waitUntilAnswering(`${baseUrl}/api/health`);
  // users/me is asked by office staff browsing while an admin downloads the report.
  const browsing = await signIn(baseUrl, fixture.email, fixture.password);
  const downloading = await signIn(baseUrl, demoAccounts.admin, demoPassword);

  const measuring = server;
  /** The server's resident memory just before `work` and at its highest while it ran (read every 20 ms). */
  const rssAround = async <T>(work: () => Promise<T>) => {
    const before = measuring.memoryMb().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, measuring.memoryMb().rss);
    }, 20);
    try {
      const result = await work();
      return { result, before, peak: Math.max(peak, measuring.memoryMb().rss) };
    } finally {
      clearInterval(sampler);
    }
  };
  const checkComplete = (report: DownloadedReport) => {
    if (!report.complete || report.lines !== rows + 1) {
      throw new Error(
        `The report did not stream completely: ${report.lines} lines for ${rows} rows (complete: ${report.complete})`,
      );
    }
  };

  // The machine is shared: other work running during one phase and not the other skews the ratio, so the
  // measurements wait for the machine to settle (the seeding just before is heavy too), and the idle figure
  // comes from two phases, one before the downloads and one after, so work that starts or stops in between
  // weighs on both sides.
  const quiet = await waitForQuiet();
  log('users/me: warm-up, then idle');
  await usersMeLatencies(
    baseUrl,
    browsing,
    new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000)),
  );
  const idle = await rssAround(() =>
    usersMeLatencies(baseUrl, browsing, new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000))),
  );

  // The report's own memory first, with nothing else asked of the server; then its effect on users/me,
  // with a second download (the server's memory is read then too).
  log('the ABO report download alone');
  const first = downloadReport(baseUrl, downloading);
  await first.started;
  const alone = await rssAround(() => first.done);
  checkComplete(alone.result);
  log('users/me during a second ABO report download');
  const second = downloadReport(baseUrl, downloading);
  await second.started;
  const withLoad = await rssAround(() => usersMeLatencies(baseUrl, browsing, second.done));
  checkComplete(await second.done);
  log('users/me: idle again');
  const idleAfter = await usersMeLatencies(
    baseUrl,
    browsing,
    new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000)),
  );
  const loadAfterMeasuring = round(loadavg()[0] ?? 0, 2);
  const report = alone.result;
  const during = withLoad.result;
  const idleLatencies = [...idle.result, ...idleAfter];

  const run: ReportRun = {
    db: 'postgres',
    people: fixture.people,
    report_rows: rows,
    report_seconds: round(report.seconds, 2),
    report_mb: round(report.csvBytes / 1024 / 1024, 1),
    report_transferred_mb: round(report.bytes / 1024 / 1024, 1),
    report_rss_delta_mb: round(alone.peak - alone.before, 1),
    server_rss_before_mb: round(alone.before, 1),
    server_rss_peak_mb: round(alone.peak, 1),
    report_with_users_me_rss_delta_mb: round(withLoad.peak - withLoad.before, 1),
    users_me_only_rss_delta_mb: round(idle.peak - idle.before, 1),
    users_me_connections: connections,
    users_me_idle_p95_ms: p95(idleLatencies),
    users_me_idle_before_p95_ms: p95(idle.result),
    users_me_idle_after_p95_ms: p95(idleAfter),
    users_me_during_p95_ms: p95(during),
    users_me_p95_ratio: round(p95(during) / p95(idleLatencies), 2),
    users_me_idle_requests: idleLatencies.length,
    users_me_during_requests: during.length,
    load_before_measuring: quiet.load,
    load_after_measuring: loadAfterMeasuring,
    waited_for_quiet_seconds: quiet.waitedSeconds,
  };
  log(JSON.stringify(run));
  if (options['dry-run']) {
    log('dry run: results not written');
  } else {
    writeReportRunResults(run, {
      command: 'pnpm --filter @mobilise/bench-api bench:report',
      startedAt,
      idleSeconds,
      warmupSeconds,
      uptimeBefore,
      uptimeAfter: uptime(),
      machine: machineDescription(),
    });
    log('wrote the report run into bench/results/api.json and bench/RESULTS.md');
  }
} finally {
  await server?.stop();
  await scratch.drop();
}

/**
 * Waits until the one-minute load average is under `quietLoad` (or the wait limit passes): what the load
 * was then, and how long the run waited.
 */
async function waitForQuiet(): Promise<{ load: number; waitedSeconds: number }> {
  const started = performance.now();
  const waited = () => Math.round((performance.now() - started) / 1000);
  let load = loadavg()[0] ?? 0;
  while (load >= quietLoad && waited() < quietWaitLimitSeconds) {
    log(`waiting for a quiet machine: load ${load.toFixed(2)}, under ${quietLoad} wanted`);
    await sleep(15_000);
    load = loadavg()[0] ?? 0;
  }
  if (load >= quietLoad) {
    log(`measuring on a busy machine after ${waited()} s: load ${load.toFixed(2)}`);
  }
  return { load: round(load, 2), waitedSeconds: waited() };
}
