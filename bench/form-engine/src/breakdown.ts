// Where a keystroke's handler time goes, per variant: page JavaScript, the layout the browser's editing
// forces, and the browser's own work (bench/RESULTS.md, form engine). A diagnostic beside the bench, not
// part of it: `pnpm --filter @mobilise/bench-form-engine breakdown`.
// BENCH_ONLY (variant ids, default react,mobilise), BENCH_ROUNDS (default 3), BENCH_KEYS (default 150),
// BENCH_SKIP_BUILD=1 to reuse dist/. `<id>+<NAME>` types in variant <id> with the style sheet held by
// BENCH_CSS_<NAME> added, to try a style change without a build.
import { buildAll, distRoot } from './harness/build.ts';
import { type HandlerParts, handlerBreakdown, handlerPartNames } from './harness/handler-breakdown.ts';
import { serveStatic } from './harness/server.ts';
import { launchChromium, typeUnderTrace } from './harness/session.ts';
import { percentile } from './harness/trace.ts';
import { variants } from './harness/variants.ts';
import { benchSpec, lastQuestionShownAtStart } from './spec/index.ts';
import { mulberry32 } from './spec/random.ts';

const ids = (process.env.BENCH_ONLY ?? 'react,mobilise').split(',');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const measuredKeys = Number(process.env.BENCH_KEYS ?? 150);
const warmUpKeys = 20;

const spec = benchSpec();
const lastQuestion = lastQuestionShownAtStart(spec);

function variantOf(id: string) {
  const [variantId, styleName] = id.split('+');
  const variant = variants.find((each) => each.id === variantId);
  if (!variant) throw new Error(`no variant ${variantId}`);
  const css = styleName === undefined ? undefined : process.env[`BENCH_CSS_${styleName}`];
  if (styleName !== undefined && css === undefined) throw new Error(`BENCH_CSS_${styleName} is not set`);
  return { variant, css };
}

if (!process.env.BENCH_SKIP_BUILD) await buildAll(spec);
const server = await serveStatic(distRoot.replace(/\/$/, ''));
const browser = await launchChromium();
const keystrokes: Record<string, HandlerParts[]> = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const id of round % 2 === 0 ? ids : [...ids].reverse()) {
      const { variant, css } = variantOf(id);
      const { trace } = await typeUnderTrace(browser, server, variant, {
        field: spec.leaf,
        lastQuestion,
        random: mulberry32(1000 + round),
        warmUpKeys,
        measuredKeys,
        css,
      });
      keystrokes[id] = [...(keystrokes[id] ?? []), ...handlerBreakdown(trace)];
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`leaf keystrokes, ${rounds} rounds × ${measuredKeys} keys, ms p50 / p95`);
console.log(['variant', ...handlerPartNames].join('\t'));
for (const [id, parts] of Object.entries(keystrokes)) {
  const cells = handlerPartNames.map((name) => {
    const values = parts.map((each) => each[name]);
    return `${percentile(values, 50).toFixed(3)} / ${percentile(values, 95).toFixed(3)}`;
  });
  console.log([id, ...cells].join('\t'));
}
