// The README's second command: installs what the tests need and runs every suite of the project.
// Ends with one line `N passed, N failed` over all suites.

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { loadavg } from 'node:os';
import { cpuSecondsOf } from './cpu-groups.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { run, runOrExit } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = `${root}node_modules/.test-results`;
const bin = (name) => `${root}node_modules/.bin/${name}`;

ensurePnpm();
await runOrExit('pnpm', ['install', '--frozen-lockfile'], { cwd: root });
ensureChromium();
await ensurePostgres();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** A check that is one test: it passes when the command exits 0. */
const commandSuite = (name, command, args, env) => ({
  name,
  run: async ({ output, cpuGroup }) => {
    const code = await run(command, args, { cwd: root, env, output, cpuGroup, countAs: name });
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  },
});

/**
 * Vitest projects run in one process (so they run side by side, one worker each), counted from its
 * JSON report, so every test counts once.
 */
const vitestSuite = (name, projects, env, files = []) => ({
  name,
  run: async ({ output, cpuGroup }) => {
    const report = `${resultsDir}/${name}.json`;
    const code = await run(
      bin('vitest'),
      [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        ...files,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, env, output, cpuGroup, countAs: name },
    );
    let result;
    try {
      result = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      return { passed: 0, failed: 1, note: `no report (exit ${code})` };
    }
    const failed = result.numFailedTests + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
    return {
      passed: result.numPassedTests,
      failed,
      skipped: result.numPendingTests + result.numTodoTests,
      result,
    };
  },
});

/** The server suites name their engine; CI must show both ran. */
const engineCounts = (result) => {
  const counts = { pglite: 0, postgres: 0 };
  for (const file of result?.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status !== 'passed') continue;
      if (test.fullName.includes('[pglite]')) counts.pglite++;
      if (test.fullName.includes('[postgres]')) counts.postgres++;
    }
  }
  return counts;
};

/** The failed tests of the vitest suites, by file and full name, so the tail of a CI log names them. */
const failedTestNames = (rows) =>
  rows.flatMap((row) =>
    (row.result?.testResults ?? []).flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.slice(root.length)} > ${test.fullName}`),
    ),
  );

const lint = commandSuite('lint', bin('biome'), ['check', '.']);
const typecheck = commandSuite('typecheck', 'pnpm', ['typecheck']);
const unit = vitestSuite('unit', ['unit']);
// The runs with pictures, three browsers at once: the default branding's components and its screens, and
// CX's components in French.
// CX's components compare no pictures here, only the shell's (see vitest.config.ts).
const storiesWithPictures = vitestSuite(
  'stories (en default, fr CX)',
  ['storybook-default', 'storybook-default-screens', 'storybook-cx-fr'],
  { CX_COMPONENT_PICTURES: 'off' },
);
// Spanish and Portuguese, in the default branding, without pictures (the runs above take them), and the
// main screens in French.
const storiesInOtherLanguages = vitestSuite('stories (es, pt, fr screens)', [
  'storybook-default-es',
  'storybook-default-pt',
  'storybook-default-fr-screens',
]);
// The story runs below start side by side from a fresh clone, each scanning every story and bundling
// their dependencies before its browsers may connect: twice the same work, at a moment when five browsers
// are starting. A small run first leaves that bundle in Storybook's cache for both, and tests CX's
// pictures of one screen that CI otherwise leaves out.
const storyDependencies = vitestSuite('stories (bundles their dependencies)', ['storybook-cx-screens'], {}, [
  'packages/app/src/pages/root/RootErrorBoundary.stories.tsx',
]);
const buildStorybook = commandSuite('build storybook', 'pnpm', ['build-storybook', '--quiet']);
// Reads the index the build just wrote (it empties storybook-static first): a docs page per ui component,
// the Foundations pages, and the catalogue opening on the Introduction. One more test in the count.
const storybookDocsPages = commandSuite('storybook docs pages', 'node', [
  'scripts/check-storybook-index.mjs',
]);
// The journeys and the build they need run in the CPU group `journeys` (scripts/cpu-groups.mjs).
const buildAppAndServer = {
  ...commandSuite('build app and server', 'pnpm', ['build'], { NODE_ENV: 'production' }),
  cpuGroup: 'journeys',
};
const e2e = { ...vitestSuite('e2e', ['e2e'], { E2E_SKIP_BUILD: '1' }), cpuGroup: 'journeys' };
// Another team's app on the packed tarballs of tokens and ui (examples/consumer, issue 34): mostly npm
// installs from the registry, then two small builds and a few pages in Chromium.
const consumer = commandSuite('consumer', 'node', ['scripts/check-consumer.mjs']);

/**
 * The order the suites run in. A list of lanes runs its lanes side by side, each lane one suite after
 * another. On two cores the whole run is about the CPU it needs, so each step pairs work that waits with
 * work that computes:
 * - lint and types, alone;
 * - the e2e journeys, which mostly wait on a browser and the server, beside the unit and server tests and
 *   then the Storybook build. The journeys run in a CPU group of their own of four times the weight of the
 *   others: they get what they ask for and stay near their length alone (beside the language stories at
 *   equal weight they took three times as long), and the tests beside them take the rest;
 * - the stories with pictures (three browsers) beside the Spanish and Portuguese ones (two) and then the
 *   consumer example, which mostly waits on the registry.
 */
const plan = [
  lint,
  typecheck,
  [
    [buildAppAndServer, e2e],
    [unit, buildStorybook, storybookDocsPages, storyDependencies],
  ],
  [[storiesWithPictures], [storiesInOtherLanguages, consumer]],
];

const rows = [];

/**
 * Runs one suite, its output into `output` (an open file) or, without one, straight to this log, in the
 * CPU group `cpuGroup` when it runs in a lane.
 */
const runSuite = async (suite, output, cpuGroup) => {
  const header = `\n━━ ${suite.name} ━━\n`;
  if (output === undefined) console.log(header);
  else writeSync(output, `${header}(beside other suites: printed once it ended)\n`);
  const started = Date.now();
  const outcome = await suite.run({ output, cpuGroup });
  rows.push({
    name: suite.name,
    seconds: (Date.now() - started) / 1000,
    cpuSeconds: cpuSecondsOf(suite.name),
    ...outcome,
  });
};

/**
 * Lanes side by side: the first one prints as it goes; each other one writes to a file of its own, printed
 * whole once it ends, so the log still reads suite by suite.
 */
const runLanes = (lanes) =>
  Promise.all(
    lanes.map(async (lane, index) => {
      if (index === 0) {
        for (const suite of lane) await runSuite(suite, undefined, suite.cpuGroup ?? 'others');
        return;
      }
      const logFile = `${resultsDir}/lane-${index}.log`;
      const output = openSync(logFile, 'w');
      try {
        for (const suite of lane) await runSuite(suite, output, suite.cpuGroup ?? 'others');
      } finally {
        closeSync(output);
      }
      console.log(readFileSync(logFile, 'utf8'));
    }),
  );

const startedAt = Date.now();
for (const step of plan) {
  if (Array.isArray(step)) await runLanes(step);
  else await runSuite(step);
}

console.log('\n━━ summary ━━');
for (const row of rows) {
  const skipped = row.skipped ? `, ${row.skipped} skipped` : '';
  const note = row.note ? ` (${row.note})` : '';
  const cpu = row.cpuSeconds === undefined ? '' : `, ${row.cpuSeconds.toFixed(0)} s of CPU`;
  console.log(
    `${row.name.padEnd(28)} ${String(row.passed).padStart(4)} passed, ${row.failed} failed${skipped}  ${row.seconds.toFixed(1)} s${cpu}${note}`,
  );
}
for (const name of failedTestNames(rows)) console.log(`failed: ${name}`);
const unitRow = rows.find((row) => row.name === unit.name);
const engines = engineCounts(unitRow?.result);
console.log(`server tests on PGlite: ${engines.pglite} passed; on PostgreSQL: ${engines.postgres} passed`);
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
let failed = rows.reduce((sum, row) => sum + row.failed, 0);
if (process.env.REQUIRE_POSTGRES === '1' && engines.postgres === 0) {
  console.log('REQUIRE_POSTGRES=1 but no server test ran on PostgreSQL');
  failed++;
}
// The host's load says how far the times above are this project's own: CI hosts are shared.
console.log(
  `total time ${Math.round((Date.now() - startedAt) / 1000)} s; load average at the end ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
