// The API benchmark of issue 5: see bench/RESULTS.md (section API) for what it measures and the results.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseKind, databaseKinds } from '@mobilise/contract';
// The server is built as the e2e journeys and npm start build it.
import { benchEachDatabase, runCleanups } from './bench-run.ts';
import { type Endpoint, type EndpointName, endpointNames, endpoints } from './endpoints.ts';
import { freePort } from './free-port.ts';
import { runGlobalSearchLoad } from './global-search.ts';
import { browserHeaders, runLoad } from './load.ts';
import { withCpu } from './load-cpu.ts';
import { benchPackageDir, productionServerEnv, ServerProcess, serverPackageDir } from './node-process.ts';
import type { Fixture } from './prepare-database.ts';
import {
  type BenchReport,
  type GlobalSearchRun,
  type RunDetails,
  writeResultsJson,
  writeResultsMarkdown,
} from './report.ts';
import { openScratch } from './scratch-database.ts';
import { seedBenchDatabase } from './seed-bench-database.ts';
import { signIn } from './sign-in.ts';

const { values: options } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '12' },
    warmup: { type: 'string', default: '3' },
    db: { type: 'string', multiple: true, default: ['postgres', 'pglite'] },
    endpoint: { type: 'string', multiple: true, default: [...endpointNames] },
    /** How many office staff search at once in the global-search loads; none to leave them out. */
    'search-users': { type: 'string', multiple: true, default: ['1', '8', '32'] },
    /** KEY=VALUE added to the server's environment, to try a setting (e.g. PGOPTIONS=-c jit=off). */
    'server-env': { type: 'string', multiple: true, default: [] },
    /** Measure and print, but leave bench/results/api.json and RESULTS.md alone (for trying the harness). */
    'dry-run': { type: 'boolean', default: false },
  },
});
const people = Number(options.people);
const connections = Number(options.connections);
const durationSeconds = Number(options.duration);
const warmupSeconds = Number(options.warmup);
const kinds = options.db.filter((kind): kind is DatabaseKind =>
  (databaseKinds as readonly string[]).includes(kind),
);
const serverEnv = Object.fromEntries(
  options['server-env'].map((setting) => {
    const separator = setting.indexOf('=');
    return [setting.slice(0, separator), setting.slice(separator + 1)];
  }),
);
const searchUsers = options['search-users']
  .map(Number)
  .filter((users) => Number.isInteger(users) && users > 0);
const selected = options.endpoint
  .filter((name): name is EndpointName => (endpointNames as readonly string[]).includes(name))
  .map((name) => endpoints[name]);

const log = (message: string) => console.log(`[bench/api] ${message}`);

interface DatabaseResult {
  details: RunDetails[];
  globalSearch: GlobalSearchRun[];
  notMeasured: BenchReport['notMeasured'];
  fixture: Fixture;
}

async function benchDatabase(kind: DatabaseKind): Promise<DatabaseResult> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const scratch = await openScratch(kind);
    cleanups.push(scratch.remove);
    const fixture = await seedBenchDatabase(scratch.env, {
      people,
      log: (message) => log(`${kind}: ${message}`),
    });
    log(`${kind}: ${fixture.people} people, ${fixture.peopleInOrganisation} in the office's organisation`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = new ServerProcess(`Mobilise server (${kind})`, {
      file: 'dist/main.mjs',
      cwd: serverPackageDir,
      env: {
        ...scratch.env,
        ...productionServerEnv(port),
        ...serverEnv,
      },
    });
    // Neither the next load nor the shutdown starts with a backlog: a request whose client has gone
    // still runs its remaining queries (hence the pause), and a health check waits behind the queries
    // still queued (PGlite runs one at a time).
    const drain = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await server.waitUntilAnswering(`${baseUrl}/api/health`);
    };
    cleanups.push(async () => {
      await drain();
      await server.stop();
    });
    await drain();
    const headers = { ...browserHeaders, cookie: await signIn(baseUrl, fixture.email, fixture.password) };

    // One answer per call: the bare route serves it, and a call that is not there yet is reported.
    const measured: Endpoint[] = [];
    const samples: Record<string, unknown> = {};
    const notMeasured: BenchReport['notMeasured'] = [];
    for (const endpoint of selected) {
      const path = endpoint.paths(fixture)();
      const response = await fetch(`${baseUrl}${path}`, { headers });
      if (response.status === 200) {
        samples[endpoint.name] = await response.json();
        measured.push(endpoint);
      } else {
        notMeasured.push({
          db: kind,
          endpoint: endpoint.name,
          reason: `GET ${path} answered ${response.status}`,
        });
        log(`${kind}: skipping ${endpoint.name}: GET ${path} answered ${response.status}`);
      }
    }

    const samplesDir = mkdtempSync(join(tmpdir(), 'mobilise-bench-bare-'));
    cleanups.push(async () => rmSync(samplesDir, { recursive: true, force: true }));
    writeFileSync(join(samplesDir, 'samples.json'), JSON.stringify(samples));
    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const bare = new ServerProcess('bare Fastify route', {
      file: 'src/bare-server.ts',
      cwd: benchPackageDir,
      env: { PORT: String(barePort), BARE_SAMPLES: join(samplesDir, 'samples.json') },
    });
    cleanups.push(() => bare.stop());
    await bare.waitUntilAnswering(`${bareUrl}/health`);

    const details: RunDetails[] = [];
    for (const endpoint of measured) {
      const load = { connections, headers };
      const barePath = () => `/bare/${endpoint.name}`;
      const serverPaths = endpoint.paths(fixture);
      log(`${kind}: ${endpoint.name}: warm-up`);
      await runLoad({ ...load, baseUrl: bareUrl, nextPath: barePath, durationSeconds: warmupSeconds });
      await runLoad({ ...load, baseUrl, nextPath: serverPaths, durationSeconds: warmupSeconds });
      const bareFigures = await withCpu({ bare: [bare.pid], loadGenerator: [process.pid] }, () =>
        runLoad({ ...load, baseUrl: bareUrl, nextPath: barePath, durationSeconds }),
      );
      await drain();
      const figures = await withCpu(
        { server: [server.pid], database: scratch.databasePids, loadGenerator: [process.pid] },
        () => runLoad({ ...load, baseUrl, nextPath: serverPaths, durationSeconds }),
      );
      const memory = server.memoryMb();
      await drain();
      const run = {
        db: kind,
        endpoint: endpoint.name,
        people,
        connections,
        rps: figures.rps,
        p50_ms: figures.p50_ms,
        p95_ms: figures.p95_ms,
        p99_ms: figures.p99_ms,
        bare_rps: bareFigures.rps,
        server_rss_mb: Math.round(memory.rss * 10) / 10,
      };
      log(
        `${kind}: ${JSON.stringify(run)} CPU ms/request ${JSON.stringify(figures.cpuMsPerRequest)}, peak RSS ${Math.round(memory.peak)} MB`,
      );
      details.push({
        run,
        bareP95Ms: bareFigures.p95_ms,
        serverPeakRssMb: memory.peak,
        requests: figures.requests,
        cpuMsPerRequest: {
          server: figures.cpuMsPerRequest.server,
          database: figures.cpuMsPerRequest.database,
          loadGenerator: figures.cpuMsPerRequest.loadGenerator,
          bare: bareFigures.cpuMsPerRequest.bare,
          bareLoadGenerator: bareFigures.cpuMsPerRequest.loadGenerator,
        },
      });
    }
    const globalSearch: GlobalSearchRun[] = [];
    for (const users of searchUsers) {
      const load = { baseUrl, terms: fixture.globalSearchTerms, headers, users };
      log(`${kind}: global search, ${users} at once: warm-up`);
      await runGlobalSearchLoad({ ...load, durationSeconds: warmupSeconds });
      await drain();
      const figures = await withCpu(
        { server: [server.pid], database: scratch.databasePids, loadGenerator: [process.pid] },
        () => runGlobalSearchLoad({ ...load, durationSeconds }),
      );
      await drain();
      const run: GlobalSearchRun = {
        db: kind,
        people,
        requisitions: fixture.requisitions,
        papers: fixture.papers,
        users,
        searches_per_s: figures.rps,
        p50_ms: figures.p50_ms,
        p95_ms: figures.p95_ms,
        p99_ms: figures.p99_ms,
        cpu_ms_per_search: figures.cpuMsPerRequest,
      };
      log(`${kind}: ${JSON.stringify(run)}`);
      globalSearch.push(run);
    }
    return { details, globalSearch, notMeasured, fixture };
  } finally {
    await runCleanups(cleanups, (error) => log(`${kind}: clean-up failed: ${String(error)}`));
  }
}

const { results, startedAt, uptimeBefore, uptimeAfter, machine } = await benchEachDatabase(
  kinds,
  benchDatabase,
  log,
);
const report: BenchReport = {
  details: results.flatMap(({ details }) => details),
  globalSearch: results.flatMap(({ globalSearch }) => globalSearch),
  notMeasured: results.flatMap(({ notMeasured }) => notMeasured),
  command: 'pnpm --filter @mobilise/bench-api bench',
  startedAt,
  durationSeconds,
  warmupSeconds,
  uptimeBefore,
  uptimeAfter,
  machine,
  peopleInOrganisation: results[0]?.fixture.peopleInOrganisation ?? 0,
};
if (options['dry-run']) {
  log('dry run: results not written');
} else {
  writeResultsJson(
    report.details.map(({ run }) => run),
    report.globalSearch,
  );
  writeResultsMarkdown(report);
  log('wrote bench/results/api.json and the API section of bench/RESULTS.md');
}
