// The mixed run of issue 35: see bench/RESULTS.md (section Mixed load) for what it measures and the results.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseKind, databaseKinds } from '@mobilise/contract';
import { simplePdf } from '@mobilise/server/src/modules/assets/simple-pdf.ts';
// The server is built as the e2e journeys and npm start build it.
import { benchEachDatabase, runCleanups } from './bench-run.ts';
import { freePort } from './free-port.ts';
import { browserHeaders, round } from './load.ts';
import { withCpu } from './load-cpu.ts';
import { type CallName, calls, type MixContext } from './mixed-calls.ts';
import type { MixedFixture } from './mixed-fixture.ts';
import { type MixFigures, runMix } from './mixed-load.ts';
import { type MixedDatabaseRun, writeMixedResults } from './mixed-report.ts';
import { newWrites, type WriteCheck } from './mixed-writes.ts';
import {
  benchPackageDir,
  productionServerEnv,
  runScript,
  ServerProcess,
  serverPackageDir,
} from './node-process.ts';
import { openScratch } from './scratch-database.ts';
import { seedBenchDatabase } from './seed-bench-database.ts';
import { signIn, xsrfHeaderOf } from './sign-in.ts';

const { values: options } = parseArgs({
  options: {
    /** People on each database: PostgreSQL is the scale path, the embedded one serves one machine. */
    'postgres-people': { type: 'string', default: '100000' },
    'pglite-people': { type: 'string', default: '10000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    /** Each call alone, for its CPU per request: seconds per round, rounds (the median is kept). */
    'cpu-seconds': { type: 'string', default: '4' },
    'cpu-rounds': { type: 'string', default: '3' },
    db: { type: 'string', multiple: true, default: ['postgres', 'pglite'] },
    /** Measure and print, but leave bench/results/api.json and RESULTS.md alone. */
    'dry-run': { type: 'boolean', default: false },
  },
});
const connections = Number(options.connections);
const durationSeconds = Number(options.duration);
const warmupSeconds = Number(options.warmup);
const cpuSeconds = Number(options['cpu-seconds']);
const cpuRounds = Number(options['cpu-rounds']);
const kinds = options.db.filter((kind): kind is DatabaseKind =>
  (databaseKinds as readonly string[]).includes(kind),
);
const peopleOf = (kind: DatabaseKind) => Number(options[`${kind}-people`]);

const log = (message: string) => console.log(`[bench/api mixed] ${message}`);

/** Uploads one PDF (about 100 KB, a scanned page's size) to a person's record; answers its id. */
async function uploadFile(baseUrl: string, headers: Record<string, string>, personId: number) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(simplePdf(['Passport'], 100_000))], { type: 'application/pdf' }),
    'passport.pdf',
  );
  const response = await fetch(
    `${baseUrl}/private/api/assets?assetable_type=person_profile&assetable_id=${personId}`,
    { method: 'POST', headers, body: form },
  );
  if (response.status !== 201) {
    throw new Error(`Uploading the file answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as { id: number };
}

async function benchDatabase(kind: DatabaseKind): Promise<MixedDatabaseRun> {
  const people = peopleOf(kind);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const scratch = await openScratch(kind);
    cleanups.push(scratch.remove);
    // PostgreSQL keeps its rows elsewhere, so the uploaded file gets a folder of its own.
    const filesDir = mkdtempSync(join(tmpdir(), 'mobilise-bench-files-'));
    cleanups.push(async () => rmSync(filesDir, { recursive: true, force: true }));
    const env = { ...(kind === 'postgres' && { DATA_DIR: filesDir }), ...scratch.env };
    const seedingStarted = Date.now();
    const fixture = await seedBenchDatabase(env, { people, log: (message) => log(`${kind}: ${message}`) });
    const seedingSeconds = Math.round((Date.now() - seedingStarted) / 1000);
    const mixedPeople = JSON.parse(
      (
        await runScript(
          {
            file: 'src/mixed-fixture.ts',
            cwd: benchPackageDir,
            args: ['--organisation', String(fixture.organisationId), '--people', String(connections)],
            env,
          },
          { captureOutput: true },
        )
      )
        .trim()
        .split('\n')
        .at(-1) ?? '',
    ) as MixedFixture;
    log(`${kind}: ${fixture.people} people, seeded in ${seedingSeconds} s`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = new ServerProcess(`Mobilise server (${kind})`, {
      file: 'dist/main.mjs',
      cwd: serverPackageDir,
      env: { ...env, ...productionServerEnv(port) },
    });
    let serverStopped = false;
    const stopServer = async () => {
      if (!serverStopped) {
        serverStopped = true;
        await server.stop();
      }
    };
    cleanups.push(stopServer);
    // A request whose client has gone still runs its queries: each load starts without that backlog.
    const drain = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await server.waitUntilAnswering(`${baseUrl}/api/health`);
    };
    await drain();

    const cookie = await signIn(baseUrl, fixture.email, fixture.password);
    const writeHeaders = {
      accept: 'application/json',
      'accept-language': 'en',
      cookie,
      ...xsrfHeaderOf(cookie),
    };
    const asset = await uploadFile(baseUrl, writeHeaders, mixedPeople.autosavePeople[0] as number);
    const versions = new Map<number, number>();
    for (const id of mixedPeople.autosavePeople) {
      const response = await fetch(`${baseUrl}/api/person-profiles/${id}`, { headers: writeHeaders });
      if (response.status !== 200) {
        throw new Error(`GET /api/person-profiles/${id} answered ${response.status}`);
      }
      versions.set(id, ((await response.json()) as { version: number }).version);
    }
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    cleanups.push(async () => agent.destroy());
    const context: Omit<MixContext, 'record'> = {
      agent,
      baseUrl,
      readHeaders: { ...browserHeaders, cookie },
      writeHeaders,
      fixture,
      people: mixedPeople,
      assetId: asset.id,
      versions,
      pendingLeave: [],
      writes: newWrites(`mx${randomBytes(4).toString('hex')}-`),
      nextWrite: 0,
    };
    const cpuGroups = { server: [server.pid], database: scratch.databasePids };
    const failures: MixFigures[] = [];

    log(`${kind}: warm-up, ${warmupSeconds} s`);
    failures.push(await runMix(context, calls, { connections, durationSeconds: warmupSeconds }));
    await drain();
    log(`${kind}: mixed load, ${durationSeconds} s at ${connections} connections`);
    const mixed = await withCpu(cpuGroups, () => runMix(context, calls, { connections, durationSeconds }));
    failures.push(mixed);
    const memory = server.memoryMb();
    log(`${kind}: ${mixed.requests} requests, ${mixed.errors} errors, RSS ${Math.round(memory.rss)} MB`);

    // Each call alone, round after round (a leave request is approved in the round it was created in).
    const cpuRuns = new Map<CallName, number[]>();
    for (let pass = 1; pass <= cpuRounds; pass++) {
      for (const call of calls) {
        await drain();
        const alone = await withCpu(cpuGroups, () =>
          runMix(context, [call], { connections, durationSeconds: cpuSeconds }),
        );
        failures.push(alone);
        const cpu = round(alone.cpuMsPerRequest.server + alone.cpuMsPerRequest.database, 2);
        cpuRuns.set(call.name, [...(cpuRuns.get(call.name) ?? []), cpu]);
        log(
          `${kind}: CPU round ${pass}, ${call.name}: ${alone.requests} requests, ${cpu.toFixed(2)} ms each`,
        );
      }
    }
    const peakRssMb = server.memoryMb().peak;
    await drain();
    await stopServer();

    const writesFile = join(filesDir, 'acknowledged-writes.json');
    writeFileSync(writesFile, JSON.stringify(context.writes));
    const check = JSON.parse(
      (
        await runScript(
          { file: 'src/mixed-check.ts', cwd: benchPackageDir, args: [writesFile], env },
          { captureOutput: true },
        )
      )
        .trim()
        .split('\n')
        .at(-1) ?? '',
    ) as WriteCheck;
    log(`${kind}: write check ${JSON.stringify(check)}`);
    const errorSamples = failures.flatMap((figures) => figures.errorSamples);
    for (const sample of errorSamples) {
      log(`${kind}: error: ${sample}`);
    }
    return {
      kind,
      people,
      seedingSeconds,
      mixed,
      errors: failures.reduce((sum, figures) => sum + figures.errors, 0),
      errorSamples,
      cpuRuns,
      check,
      serverRssMb: memory.rss,
      serverPeakRssMb: peakRssMb,
    };
  } finally {
    await runCleanups(cleanups, (error) => log(`${kind}: clean-up failed: ${String(error)}`));
  }
}

const {
  results: runs,
  startedAt,
  uptimeBefore,
  uptimeAfter,
  machine,
} = await benchEachDatabase(kinds, benchDatabase, log);
const report = {
  runs,
  command: 'pnpm --filter @mobilise/bench-api bench:mixed',
  startedAt,
  connections,
  durationSeconds,
  warmupSeconds,
  cpuSeconds,
  cpuRounds,
  uptimeBefore,
  uptimeAfter,
  machine,
};
if (options['dry-run']) {
  log('dry run: results not written');
} else {
  writeMixedResults(report);
  log('wrote the mixed key of bench/results/api.json and the Mixed load section of bench/RESULTS.md');
}
const failed = runs.filter(
  (run) => run.errors > 0 || run.check.lost_writes > 0 || run.check.doubled_writes > 0,
);
if (failed.length > 0) {
  log(`FAILED on ${failed.map((run) => run.kind).join(', ')}: errors or lost or doubled writes (see above)`);
  process.exitCode = 1;
}
