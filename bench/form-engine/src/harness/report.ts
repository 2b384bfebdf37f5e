import { readFileSync } from 'node:fs';

// The markdown summary of one run, from bench/results/form-engine.json and out/detail.json.

type Figures = Record<string, number | null>;
const columns = [
  'first_render_ms',
  'handler_p50_ms',
  'handler_p95_ms',
  'paint_p95_ms',
  'hub_handler_p95_ms',
  'rerenders_leaf',
  'rerenders_hub',
  'visibility_20_ms',
  'gzip_bytes',
];

const cell = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(value);

export function markdownReport(resultsFile: string, detailFile: string): string {
  const { engines } = JSON.parse(readFileSync(resultsFile, 'utf8')) as { engines: Record<string, Figures> };
  const detail = JSON.parse(readFileSync(detailFile, 'utf8'));
  const rows = {
    ...engines,
    'surveyjs (default onBlur)': detail.surveyjsOnBlur as Figures,
    'react inputs (React floor)': detail.reactFloor as Figures,
  };
  const table = [
    `| engine | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...Object.entries(rows).map(
      ([name, figures]) => `| ${name} | ${columns.map((key) => cell(figures[key])).join(' | ')} |`,
    ),
  ];
  const renders = Object.entries(
    detail.renders as Record<string, Record<string, Record<string, unknown>>>,
  ).map(
    ([id, byField]) =>
      `| ${id} | ${byField.leaf?.compositesMedian} / ${byField.leaf?.rootsMedian} | ${byField.hub?.compositesMedian} / ${byField.hub?.rootsMedian} | ${byField.hub?.topRoots} |`,
  );
  const visibility = Object.entries(detail.visibility as Record<string, Record<string, number>>).map(
    ([id, byPages]) => `| ${id} | ${[1, 5, 10].map((pages) => byPages[pages]?.toFixed(4)).join(' | ')} |`,
  );
  return [
    ...table,
    '',
    '| engine | leaf: composites / roots per key | hub flip: composites / roots per key | hub: where updates start (roots per key) |',
    '|---|---|---|---|',
    ...renders,
    '',
    '| engine | visibility ms, 1 page | 5 pages | 10 pages |',
    '|---|---:|---:|---:|',
    ...visibility,
  ].join('\n');
}

if (process.argv[1]?.endsWith('report.ts')) {
  const root = new URL('../../', import.meta.url).pathname;
  console.log(markdownReport(`${root}../results/form-engine.json`, `${root}out/detail.json`));
}
