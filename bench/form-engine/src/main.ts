// The form-engine benchmark of issue 4 (plan: bench/form-engine-plan.md in the shared notes).
// `pnpm --filter @mobilise/bench-form-engine bench`; BENCH_RUNS (default 3) and BENCH_KEYS (default 200).
// BENCH_ONLY=bare,react,mobilise (variant ids) is for trying a change: it times typing in those variants
// only, with no parity check, render counts or results written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { Browser } from 'playwright-core';
import type { EngineSnapshot } from './engines/snapshot.ts';
import { buildAll, distRoot, type Engine, packageRoot } from './harness/build.ts';
import { snapshotDifferences } from './harness/parity.ts';
import { type StaticServer, serveStatic } from './harness/server.ts';
import {
  countRenders,
  displayedQuestions,
  focusInput,
  launchChromium,
  openPage,
  type RenderSample,
  typeUnderTrace,
  typingKeys,
} from './harness/session.ts';
import { keystrokeTimings, median, percentile } from './harness/trace.ts';
import { type Variant, variants } from './harness/variants.ts';
import { settle } from './spec/evaluate.ts';
import { benchSpec, lastQuestionShownAtStart, pageOneQuestions } from './spec/index.ts';
import { parityCases } from './spec/parity-data.ts';
import { mulberry32 } from './spec/random.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const measuredKeys = Number(process.env.BENCH_KEYS ?? 200);
const warmUpKeys = 20;
const visibilityIterations = 1000;
const fields = ['leaf', 'hub'] as const;
type Field = (typeof fields)[number];

const spec = benchSpec();
const pageOne = pageOneQuestions(spec);
const lastQuestion = lastQuestionShownAtStart(spec);
const fieldName = (field: Field) => (field === 'leaf' ? spec.leaf : spec.hub);

/** Every engine shows the same visible questions and errors for the same data, in its model and its DOM. */
async function assertParity(browser: Browser, server: StaticServer) {
  const cases = parityCases(spec);
  const snapshots = new Map<string, EngineSnapshot[]>();
  for (const variant of variants.filter((each) => !each.floor)) {
    const loaded = await openPage(browser, server, variant, { lastQuestion });
    const { page } = loaded;
    snapshots.set(
      variant.id,
      await page.evaluate(
        (data) => data.map((each) => window.bench.snapshot(each)),
        cases.map(({ data }) => data),
      ),
    );
    // The rendered page 1 after typing into the hub (SurveyJS onBlur commits on blur: Tab out).
    await focusInput(page, variant, spec.hub);
    await page.keyboard.type('lorem');
    if (variant.id === 'surveyjs-onBlur') await page.keyboard.press('Tab');
    await page.waitForTimeout(1500);
    const shown = await displayedQuestions(
      page,
      variant,
      pageOne.map(({ name }) => name),
    );
    const expected = pageOne
      .map(({ name }) => name)
      .filter((name) => settle(spec, { [spec.hub]: 'lorem' }).visible.has(name));
    const problems = snapshotDifferences(
      ['DOM', { visible: shown, errors: [] }],
      ['expected', { visible: expected, errors: [] }],
    );
    if (problems.length > 0)
      throw new Error(`parity: ${variant.id} page 1 after typing in the hub:\n${problems.join('\n')}`);
    await loaded.close();
  }
  const reference = snapshots.get('mobilise') as EngineSnapshot[];
  for (const [id, list] of snapshots) {
    cases.forEach((each, index) => {
      const problems = snapshotDifferences(
        ['mobilise', reference[index] as EngineSnapshot],
        [id, list[index] as EngineSnapshot],
      );
      if (problems.length > 0) throw new Error(`parity: "${each.name}" differs:\n${problems.join('\n')}`);
    });
  }
  return cases.map((each, index) => ({
    case: each.name,
    visible: reference[index]?.visible.length,
    errors: reference[index]?.errors.length,
  }));
}

interface LatencyRun {
  handlerP50: number;
  handlerP95: number;
  handlerP99: number;
  paintP50: number;
  paintP95: number;
  overBudget: number;
}

async function measureTyping(
  browser: Browser,
  server: StaticServer,
  variant: Variant,
  field: Field,
  run: number,
) {
  const { trace, loaded } = await typeUnderTrace(browser, server, variant, {
    field: fieldName(field),
    lastQuestion,
    random: mulberry32(1000 + run),
    warmUpKeys,
    measuredKeys,
  });
  const timings = keystrokeTimings(trace);
  if (timings.length < measuredKeys * 0.9)
    throw new Error(`${variant.id}: only ${timings.length} keystrokes traced`);
  const handler = timings.map((each) => each.handlerMs);
  const paint = timings.flatMap((each) => (each.paintMs === null ? [] : [each.paintMs]));
  const latency: LatencyRun = {
    handlerP50: median(handler),
    handlerP95: percentile(handler, 95),
    handlerP99: percentile(handler, 99),
    paintP50: median(paint),
    paintP95: percentile(paint, 95),
    overBudget: paint.filter((ms) => ms > 16.7).length / paint.length,
  };
  return {
    latency,
    firstRenderMs: loaded.firstRenderMs,
    domNodes: loaded.domNodes,
    scriptGzip: loaded.scriptGzip,
  };
}

/** Leaf: plain typing. Hub: 'y' then Backspace, so every keystroke flips the hub's dependants. */
async function measureRenders(browser: Browser, server: StaticServer, variant: Variant, field: Field) {
  const loaded = await openPage(browser, server, variant, { counted: true, lastQuestion });
  await focusInput(loaded.page, variant, fieldName(field));
  const keys =
    field === 'leaf'
      ? typingKeys(35)
      : Array.from({ length: 24 }, (_, index) => (index % 2 ? 'Backspace' : 'y'));
  const samples = (await countRenders(loaded.page, keys)).slice(field === 'leaf' ? 5 : 4);
  await loaded.close();
  return samples;
}

const topNames = (samples: RenderSample[], key: 'names' | 'rootNames') => {
  const totals: Record<string, number> = {};
  for (const sample of samples)
    for (const [name, count] of Object.entries(sample[key])) totals[name] = (totals[name] ?? 0) + count;
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, count]) => `${name} ${(count / samples.length).toFixed(1)}`)
    .join(', ');
};

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function main() {
  const started = Date.now();
  const build = await buildAll(spec);
  const server = await serveStatic(distRoot.replace(/\/$/, ''));
  const browser = await launchChromium();
  const detail: Record<string, unknown> = {
    started: new Date(started).toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      loadBefore: loadavg(),
    },
    chromium: browser.version(),
    runs,
    measuredKeys,
    build,
  };
  try {
    const only = process.env.BENCH_ONLY?.split(',');
    if (!only) {
      detail.parity = await assertParity(browser, server);
      console.log('parity: all engines agree', detail.parity);
    }

    const react = await openPage(
      browser,
      server,
      { id: 'react', engine: 'react' as Engine, query: '', input: () => 'p', question: () => 'p' },
      { lastQuestion },
    );
    const reactGzip = react.scriptGzip;
    await react.close();

    const latency: Record<string, Record<Field, LatencyRun[]>> = {};
    const loads: Record<string, { firstRenderMs: number[]; domNodes: number; scriptGzip: number }> = {};
    for (let run = 0; run < runs; run++) {
      const chosen = only ? variants.filter((each) => only.includes(each.id)) : variants;
      const order = run % 2 === 0 ? chosen : [...chosen].reverse();
      for (const variant of order) {
        for (const field of fields) {
          const result = await measureTyping(browser, server, variant, field, run);
          const byField = latency[variant.id] ?? { leaf: [], hub: [] };
          latency[variant.id] = byField;
          byField[field].push(result.latency);
          const load = loads[variant.id] ?? {
            firstRenderMs: [],
            domNodes: result.domNodes,
            scriptGzip: result.scriptGzip,
          };
          loads[variant.id] = load;
          load.firstRenderMs.push(result.firstRenderMs);
          console.log(
            `run ${run + 1} ${variant.id} ${field}: handler p95 ${round(result.latency.handlerP95)} ms, key->paint p95 ${round(result.latency.paintP95)} ms`,
          );
        }
      }
    }

    if (only) return;
    const renders: Record<string, Record<Field, RenderSample[]>> = {};
    for (const variant of variants.filter((each) => !each.floor)) {
      renders[variant.id] = {
        leaf: await measureRenders(browser, server, variant, 'leaf'),
        hub: await measureRenders(browser, server, variant, 'hub'),
      };
    }

    const visibility: Record<string, Record<number, number>> = {};
    for (const variant of variants.filter((each) => ['mobilise', 'surveyjs', 'rjsf'].includes(each.id))) {
      const loaded = await openPage(browser, server, variant, { lastQuestion });
      visibility[variant.id] = {};
      for (const pages of [1, 5, 10]) {
        (visibility[variant.id] as Record<number, number>)[pages] = await loaded.page.evaluate(
          ([p, n]) => window.bench.visibilityMs(p as number, n as number),
          [pages, visibilityIterations],
        );
      }
      await loaded.close();
    }

    const flips = (() => {
      const before = settle(spec, {}).visible;
      const after = settle(spec, { [spec.hub]: 'y' }).visible;
      return pageOne.filter(({ name }) => before.has(name) !== after.has(name)).length;
    })();
    const medianOf = (id: string, field: Field, key: keyof LatencyRun) =>
      round(median((latency[id]?.[field] ?? []).map((each) => each[key])));
    const renderMedian = (id: string, field: Field, key: 'composites' | 'roots') =>
      median((renders[id]?.[field] ?? []).map((each) => each[key]));

    const engineFigures = (id: string, engine: Engine) => ({
      first_render_ms: round(median(loads[id]?.firstRenderMs ?? []), 1),
      handler_p50_ms: medianOf(id, 'leaf', 'handlerP50'),
      handler_p95_ms: medianOf(id, 'leaf', 'handlerP95'),
      paint_p95_ms: medianOf(id, 'leaf', 'paintP95'),
      hub_handler_p95_ms: medianOf(id, 'hub', 'handlerP95'),
      rerenders_leaf: renders[id] ? renderMedian(id, 'leaf', 'composites') : null,
      rerenders_hub: renders[id] ? renderMedian(id, 'hub', 'composites') : null,
      visibility_20_ms: visibility[id] ? round(visibility[id][10] as number, 4) : null,
      gzip_bytes: engine === 'bare' ? null : (loads[id]?.scriptGzip ?? 0) - reactGzip,
    });
    const results = {
      engines: {
        bare: engineFigures('bare', 'bare'),
        mobilise: engineFigures('mobilise', 'mobilise'),
        surveyjs: engineFigures('surveyjs', 'surveyjs'),
        rjsf: engineFigures('rjsf', 'rjsf'),
      },
    };
    const resultsDir = `${packageRoot}../results/`;
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(`${resultsDir}form-engine.json`, `${JSON.stringify(results, null, 2)}\n`);

    Object.assign(detail, {
      reactGzip,
      flipsOnPageOne: flips,
      surveyjsOnBlur: engineFigures('surveyjs-onBlur', 'surveyjs'),
      reactFloor: engineFigures('react', 'react-inputs'),
      latency,
      loads,
      renders: Object.fromEntries(
        Object.entries(renders).map(([id, byField]) => [
          id,
          Object.fromEntries(
            fields.map((field) => [
              field,
              {
                compositesMedian: renderMedian(id, field, 'composites'),
                compositesMax: Math.max(...(byField[field] ?? []).map((each) => each.composites)),
                rootsMedian: renderMedian(id, field, 'roots'),
                top: topNames(byField[field] ?? [], 'names'),
                topRoots: topNames(byField[field] ?? [], 'rootNames'),
              },
            ]),
          ),
        ]),
      ),
      visibility,
      loadAfter: loadavg(),
      minutes: round((Date.now() - started) / 60_000, 1),
    });
    mkdirSync(`${packageRoot}out`, { recursive: true });
    writeFileSync(`${packageRoot}out/detail.json`, `${JSON.stringify(detail, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    console.log(
      JSON.stringify(detail.renders, null, 2),
      JSON.stringify(visibility),
      'surveyjs onBlur',
      detail.surveyjsOnBlur,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
