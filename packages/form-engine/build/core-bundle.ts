import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface CoreBundle {
  /** gzip -9 of the minified bundle. */
  gzipBytes: number;
  /** The files of packages (node_modules) that ended up in it. */
  packages: string[];
}

/**
 * The form engine's core as a page gets it: every export bundled and minified for the browser. Issue 4
 * holds it under 15 KB gzip; its unit test guards that and the form-engine benchmark reports it.
 */
export async function bundleCore(): Promise<CoreBundle> {
  const { outputFiles, metafile } = await build({
    entryPoints: [new URL('../src/core/index.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'chrome120',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bundled = Object.values(metafile.outputs).flatMap(({ inputs }) =>
    Object.entries(inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
  );
  return {
    gzipBytes: gzipSync(outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length,
    packages: bundled.filter((input) => input.includes('node_modules')),
  };
}
