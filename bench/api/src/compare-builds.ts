// Two builds of the server side by side on one prepared PostgreSQL database: each load alternates between
// them, so that both meet the same machine, and the answer is each build's CPU per request (server, and
// the database's backends) with its throughput and p95, round by round and as medians. For a change's
// before and after; the headline figures stay `pnpm bench`'s. See bench/RESULTS.md, API.
import { parseArgs } from 'node:util';
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import { demoAccounts, demoPassword } from '@mobilise/server/src/db/seed/demo-accounts.ts';
import { type EndpointName, endpointNames, endpoints } from './endpoints.ts';
import { freePort } from './free-port.ts';
import { browserHeaders, runLoad } from './load.ts';
import { withCpu } from './load-cpu.ts';
import { productionServerEnv, ServerProcess, serverPackageDir } from './node-process.ts';
import { officeSample } from './office-sample.ts';
import { backendPidsOf } from './scratch-postgres.ts';
import { signIn } from './sign-in.ts';

const { values: options } = parseArgs({
  options: {
    /** A build's directory (main.mjs and migrations) under packages/server, so that it finds its packages. */
    a: { type: 'string' },
    b: { type: 'string' },
    endpoint: { type: 'string', default: 'list' },
    rounds: { type: 'string', default: '6' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!options.a || !options.b || !databaseUrl) {
  throw new Error(
    'Usage: DATABASE_URL=<a database made by seed --demo, generate-people and prepare-database> ' +
      'pnpm --filter @mobilise/bench-api compare --a <build dir> --b <build dir> [--endpoint list|search|users/me]',
  );
}
if (!(endpointNames as readonly string[]).includes(options.endpoint)) {
  throw new Error(`--endpoint is one of ${endpointNames.join(', ')}`);
}
const endpoint = endpoints[options.endpoint as EndpointName];
const rounds = Number(options.rounds);
const durationSeconds = Number(options.duration);
const connections = Number(options.connections);

const database = await openDatabase(loadConfig());
const sample = await officeSample(database.db);
const databaseName = new URL(databaseUrl).pathname.slice(1);

const builds = await Promise.all(
  [options.a, options.b].map(async (directory) => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = new ServerProcess(directory, {
      file: `${directory}/main.mjs`,
      cwd: serverPackageDir,
      env: { DATABASE_URL: databaseUrl, ...productionServerEnv(port) },
    });
    await server.waitUntilAnswering(`${baseUrl}/api/health`);
    const headers = { ...browserHeaders, cookie: await signIn(baseUrl, demoAccounts.office, demoPassword) };
    return { directory, server, baseUrl, headers, nextPath: endpoint.paths(sample), rounds: [] as Round[] };
  }),
);
interface Round {
  serverCpuMs: number;
  databaseCpuMs: number;
  rps: number;
  p95: number;
}

try {
  for (const build of builds) {
    await runLoad({ ...build, connections, durationSeconds: 3 });
  }
  for (let round = 0; round < rounds; round++) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
      const figures = await withCpu(
        { server: [build.server.pid], database: () => backendPidsOf(databaseName) },
        () => runLoad({ ...build, connections, durationSeconds }),
      );
      build.rounds.push({
        serverCpuMs: figures.cpuMsPerRequest.server,
        databaseCpuMs: figures.cpuMsPerRequest.database,
        rps: figures.rps,
        p95: figures.p95_ms,
      });
      // The requests a closed connection left behind finish before the other build's load.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
} finally {
  await Promise.all(builds.map((build) => build.server.stop()));
  await database.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const figures = (values: number[], digits: number) =>
  `${values.map((value) => value.toFixed(digits)).join(' ')} (median ${median(values).toFixed(digits)})`;
console.log(
  `${endpoint.call}, ${connections} connections, ${rounds} rounds of ${durationSeconds} s each, alternated`,
);
for (const { directory, rounds: measured } of builds) {
  console.log(`${directory}
  server CPU ms/req    ${figures(
    measured.map((round) => round.serverCpuMs),
    2,
  )}
  database CPU ms/req  ${figures(
    measured.map((round) => round.databaseCpuMs),
    2,
  )}
  req/s                ${figures(
    measured.map((round) => round.rps),
    0,
  )}
  p95 ms               ${figures(
    measured.map((round) => round.p95),
    1,
  )}`);
}
