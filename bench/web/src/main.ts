// The page-weight and Lighthouse bench of every page: see bench/RESULTS.md (section Web pages).
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
    runs: { type: 'string', default: '3' },
    /** Route names (comma-separated) to measure instead of every built page, e.g. OrgDashboard,Login. */
    only: { type: 'string' },
    /**
     * A checkout of an earlier commit, built there (app and server), whose pages of --baseline-only are
     * measured in the same run before this checkout's, so that before and after share the machine and hour.
     */
    baseline: { type: 'string' },
    'baseline-only': { type: 'string' },
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
const commitOf = (root: string) =>
  execFileSync('git', ['-C', root, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim();
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

const routeList = (value: string | undefined) =>
  value === undefined ? undefined : new Set(value.split(',').map((name) => name.trim()));

/** Lighthouse's measured value of a metric (ms, or the shift score for CLS). */
const numericMetric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function measurePreset(
  baseUrl: string,
  page: MeasuredPage,
  preset: Preset,
  cookie: string | undefined,
  reportPrefix: string,
): Promise<PresetResult> {
  const done: LighthouseRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await runLighthouse(`${baseUrl}${page.address}`, preset, cookie);
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
  writeFileSync(join(reportsFolder, `${reportPrefix}${page.route}-${preset}.html`), median.html);
  const scripts = scriptsLoaded(median.lhr);
  const result: PresetResult = {
    performances: done.map(({ lhr }) => categoryScore(lhr, 'performance')),
    performance: categoryScore(median.lhr, 'performance'),
    accessibility: categoryScore(median.lhr, 'accessibility'),
    failingAudits: failingAccessibilityAudits(median.lhr),
    metrics: metricsOf(median.lhr),
    fcpMs: Math.round(numericMetric(median.lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numericMetric(median.lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numericMetric(median.lhr, 'total-blocking-time')),
    cls: Number(numericMetric(median.lhr, 'cumulative-layout-shift').toFixed(3)),
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

/** Every page of a checkout's build, each in both presets, as its reader. */
async function measureCheckout(
  root: string | undefined,
  only: ReadonlySet<string> | undefined,
  reportPrefix = '',
) {
  const server = await startServer(root);
  const measured: PageResult[] = [];
  try {
    const pages = await measuredPages(server.url, only);
    log(`${pages.length} pages: ${pages.map(({ path, role }) => `${path} (${role})`).join(', ')}`);
    for (const page of pages) {
      const cookie = page.signedInAs ? await signIn(server.url, page.signedInAs, demoPassword) : undefined;
      const presetResults: Partial<Record<Preset, PresetResult>> = {};
      for (const preset of presets) {
        presetResults[preset] = await measurePreset(server.url, page, preset, cookie, reportPrefix);
      }
      measured.push({ page, presets: presetResults as Record<Preset, PresetResult> });
    }
  } finally {
    await server.stop();
  }
  return measured;
}

const startedAt = new Date();
const uptimeBefore = uptime();
if (!options['skip-build']) {
  log('building the app and the server');
  buildAppAndServer();
}
const baseline = options.baseline
  ? await measureCheckout(options.baseline, routeList(options['baseline-only']), 'before-')
  : [];
const pages = await measureCheckout(undefined, routeList(options.only));

const report = {
  pages,
  baseline,
  baselineCommit: options.baseline ? commitOf(options.baseline) : undefined,
  command: `pnpm --filter @mobilise/bench-web bench${process.argv.slice(2).length > 0 ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
  commit: commitOf('.'),
  startedAt,
  runs,
  uptimeBefore,
  uptimeAfter: uptime(),
  machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  versions: [
    ...new Set(
      [...baseline, ...pages].flatMap(({ presets }) =>
        Object.values(presets).map(({ versions }) => versions),
      ),
    ),
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
