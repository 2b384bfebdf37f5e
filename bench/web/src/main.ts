// The page-weight and Lighthouse bench of issue 6: see bench/RESULTS.md (section Web pages).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
// The server is started as the e2e journeys start it,
import { buildAppAndServer } from '../../../e2e/src/build.ts';
import { startServer } from '../../../e2e/src/server.ts';
// and signed into as the API bench does (the XSRF exchange).
import { signIn } from '../../api/src/sign-in.ts';
import { failingAccessibilityAudits } from './accessibility-failures.ts';
import {
  categoryScore,
  chromiumFlags,
  chromiumVersion,
  type LighthouseRun,
  type Preset,
  presets,
  runLighthouse,
} from './lighthouse-run.ts';
import { jsGzipBytes, ranSignedOut, scriptsLoaded } from './page-scripts.ts';
import { demoPassword, type MeasuredPage, measuredPages } from './pages.ts';
import { type PageResult, type PresetResult, writeResultsJson, writeResultsMarkdown } from './report.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    /** Use the builds already in packages/app/dist and packages/server/dist. */
    'skip-build': { type: 'boolean', default: false },
    /** Measure and print, but leave bench/results/web.json and RESULTS.md alone (for trying the harness). */
    'dry-run': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${options.runs}`);

// The build and the server (inherits this environment) run as in production: React's production
// build, the production cookie names.
process.env.NODE_ENV = 'production';

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const log = (message: string) => console.log(`[bench/web] ${message}`);

const metricAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const metricsOf = (lhr: Result) =>
  metricAudits.map((id) => lhr.audits[id]?.displayValue?.replaceAll('\u00a0', ' ') ?? '–').join(' · ');

const versionsOf = (lhr: Result) =>
  `Lighthouse ${lhr.lighthouseVersion} (axe-core ${lhr.environment.credits?.['axe-core'] ?? 'unknown'})`;

const reportsFolder = mkdtempSync(join(tmpdir(), 'mobilise-bench-web-'));

async function measurePreset(
  baseUrl: string,
  page: MeasuredPage,
  preset: Preset,
  cookie: string | undefined,
): Promise<PresetResult> {
  const done: LighthouseRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await runLighthouse(`${baseUrl}${page.path}`, preset, cookie);
    if (page.signedInAs && ranSignedOut(result.lhr)) {
      throw new Error(`${page.path} ran signed out: /api/users/me did not answer 200 to the session cookie`);
    }
    log(`${page.path} ${preset} run ${run}: performance ${categoryScore(result.lhr, 'performance')}`);
    done.push(result);
  }
  const byPerformance = [...done].sort(
    (a, b) => categoryScore(a.lhr, 'performance') - categoryScore(b.lhr, 'performance'),
  );
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!median) throw new Error('No Lighthouse run');
  writeFileSync(join(reportsFolder, `${page.path.replaceAll('/', '_')}-${preset}.html`), median.html);
  const scripts = scriptsLoaded(median.lhr);
  const result: PresetResult = {
    performances: done.map(({ lhr }) => categoryScore(lhr, 'performance')),
    performance: categoryScore(median.lhr, 'performance'),
    accessibility: categoryScore(median.lhr, 'accessibility'),
    failingAudits: failingAccessibilityAudits(median.lhr),
    metrics: metricsOf(median.lhr),
    finalUrl: median.lhr.finalDisplayedUrl,
    scripts: scripts.length,
    jsGzipBytes: await jsGzipBytes(scripts),
    versions: versionsOf(median.lhr),
  };
  log(
    `${page.path} ${preset}: performance ${result.performance}, accessibility ${result.accessibility}, ` +
      `JS ${(result.jsGzipBytes / 1024).toFixed(1)} KB gzip in ${result.scripts} scripts, ended at ${result.finalUrl}`,
  );
  return result;
}

const startedAt = new Date();
const uptimeBefore = uptime();
if (!options['skip-build']) {
  log('building the app and the server');
  buildAppAndServer();
}
const server = await startServer();
const pages: PageResult[] = [];
try {
  for (const page of measuredPages) {
    const cookie = page.signedInAs ? await signIn(server.url, page.signedInAs, demoPassword) : undefined;
    const measured: Partial<Record<Preset, PresetResult>> = {};
    for (const preset of presets) {
      measured[preset] = await measurePreset(server.url, page, preset, cookie);
    }
    pages.push({ page, presets: measured as Record<Preset, PresetResult> });
  }
} finally {
  await server.stop();
}

const report = {
  pages,
  command: 'pnpm --filter @mobilise/bench-web bench',
  startedAt,
  runs,
  uptimeBefore,
  uptimeAfter: uptime(),
  machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  versions: [
    ...new Set(pages.flatMap(({ presets }) => Object.values(presets).map(({ versions }) => versions))),
    `${chromiumVersion()} (${chromiumFlags.join(' ')})`,
  ].join(', '),
  reportsFolder,
};
log(`HTML reports of the median runs: ${reportsFolder}`);
if (options['dry-run']) {
  log('dry run: results not written');
} else {
  writeResultsJson(pages);
  writeResultsMarkdown(report);
  log('wrote bench/results/web.json and the Web pages section of bench/RESULTS.md');
}
