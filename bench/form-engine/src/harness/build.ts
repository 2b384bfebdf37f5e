import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bundleCore } from '@mobilise/form-engine/core-bundle';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import type { FormSpec } from '../spec/types.ts';
import { bareHtml } from './bare-page.ts';
import { importMetaGlob } from './import-meta-glob.ts';

export const packageRoot = new URL('../../', import.meta.url).pathname;
export const distRoot = `${packageRoot}dist/`;
const browserRoot = `${packageRoot}src/browser/`;

export const engines = ['bare', 'react-inputs', 'mobilise', 'surveyjs', 'rjsf'] as const;
export type Engine = (typeof engines)[number];
const entries: Record<Exclude<Engine, 'bare'>, string> = {
  'react-inputs': 'react-inputs.tsx',
  mobilise: 'mobilise.tsx',
  surveyjs: 'surveyjs.tsx',
  rjsf: 'rjsf.tsx',
};

const html = (css: boolean) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>${
    css ? '<link rel="stylesheet" href="app.css">' : ''
  }<script src="../spec.js"></script></head><body><div id="root"></div><script type="module" src="app.js"></script></body></html>`;

/** Production build flags shared by every engine (plan D.2): minified, NODE_ENV=production, no names. */
async function bundle(entry: string, outdir: string, counted: boolean) {
  const contents = counted
    ? `import ${JSON.stringify(`${browserRoot}render-counter.ts`)}; import ${JSON.stringify(entry)};`
    : `import ${JSON.stringify(entry)};`;
  await build({
    stdin: { contents, resolveDir: browserRoot, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    minify: true,
    keepNames: counted,
    format: 'esm',
    target: 'chrome120',
    jsx: 'automatic',
    outdir,
    entryNames: 'app',
    splitting: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.json': 'json' },
    plugins: [importMetaGlob, vanillaExtractPlugin()],
    logLevel: 'error',
  });
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export interface BuildReport {
  /** gzip -9 of each engine's stylesheet (SurveyJS's default theme, ours from vanilla-extract). */
  cssGzip: Partial<Record<Engine, number>>;
  /** packages/form-engine/src/core alone, every export bundled. */
  mobiliseCoreGzip: number;
}

/** Builds every engine's page (plain and render-counted), React alone, and the bare page. */
export async function buildAll(spec: FormSpec): Promise<BuildReport> {
  rmSync(distRoot, { recursive: true, force: true });
  mkdirSync(distRoot, { recursive: true });
  writeFileSync(`${distRoot}spec.js`, `window.benchSpec=${JSON.stringify(spec)};`);
  mkdirSync(`${distRoot}bare`, { recursive: true });
  writeFileSync(`${distRoot}bare/index.html`, bareHtml(spec));

  const cssGzip: BuildReport['cssGzip'] = {};
  for (const [engine, entry] of Object.entries(entries) as [Exclude<Engine, 'bare'>, string][]) {
    for (const counted of [false, true]) {
      const outdir = `${distRoot}${engine}${counted ? '-counted' : ''}/`;
      await bundle(`${browserRoot}${entry}`, outdir, counted);
      const css = existsSync(`${outdir}app.css`) ? gzipBytes(`${outdir}app.css`) : null;
      writeFileSync(`${outdir}index.html`, html(css !== null));
      if (!counted && css !== null) cssGzip[engine] = css;
    }
  }
  await bundle(`${browserRoot}react-baseline.tsx`, `${distRoot}react/`, false);
  writeFileSync(`${distRoot}react/index.html`, html(false));
  return { cssGzip, mobiliseCoreGzip: (await bundleCore()).gzipBytes };
}
