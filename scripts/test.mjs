// The README's second command: installs what the tests need and runs every suite of the project.
// Ends with one line `N passed, N failed` over all suites.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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
  run: async () => {
    const code = await run(command, args, { cwd: root, env });
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  },
});

/**
 * Vitest projects run in one process (so they run side by side, one worker each), counted from its
 * JSON report, so every test counts once.
 */
const vitestSuite = (name, projects, env) => ({
  name,
  run: async () => {
    const report = `${resultsDir}/${name}.json`;
    const code = await run(
      bin('vitest'),
      [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, env },
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

const suites = [
  commandSuite('lint', bin('biome'), ['check', '.']),
  commandSuite('typecheck', 'pnpm', ['typecheck']),
  vitestSuite('unit', ['unit']),
  // The two brandings' browsers run at once: a story spends much of its time waiting on its browser.
  vitestSuite('stories (both brandings)', ['storybook-default', 'storybook-cx']),
  commandSuite('build storybook', 'pnpm', ['build-storybook', '--quiet']),
  commandSuite('build app and server', 'pnpm', ['build'], { NODE_ENV: 'production' }),
  vitestSuite('e2e', ['e2e'], { E2E_SKIP_BUILD: '1' }),
];

const rows = [];
for (const suite of suites) {
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  const outcome = await suite.run();
  rows.push({ name: suite.name, seconds: (Date.now() - started) / 1000, ...outcome });
}

console.log('\n━━ summary ━━');
for (const row of rows) {
  const skipped = row.skipped ? `, ${row.skipped} skipped` : '';
  const note = row.note ? ` (${row.note})` : '';
  console.log(
    `${row.name.padEnd(28)} ${String(row.passed).padStart(4)} passed, ${row.failed} failed${skipped}  ${row.seconds.toFixed(1)} s${note}`,
  );
}
for (const name of failedTestNames(rows)) console.log(`failed: ${name}`);
const unit = rows.find((row) => row.name === 'unit');
const engines = engineCounts(unit?.result);
console.log(`server tests on PGlite: ${engines.pglite} passed; on PostgreSQL: ${engines.postgres} passed`);
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
let failed = rows.reduce((sum, row) => sum + row.failed, 0);
if (process.env.REQUIRE_POSTGRES === '1' && engines.postgres === 0) {
  console.log('REQUIRE_POSTGRES=1 but no server test ran on PostgreSQL');
  failed++;
}
const totalSeconds = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`total time ${Math.round(totalSeconds)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
