import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

// The core runs on every form page and on the server; issue 4 holds it under 15 KB gzip. Importing a
// value from a contract module that builds zod schemas would bring all of zod along (about 100 KB).
it('the core, every export bundled and minified, is under 15 KB gzip and loads no package', async () => {
  const { outputFiles, metafile } = await build({
    entryPoints: [new URL('./index.ts', import.meta.url).pathname],
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
  const packages = bundled.filter((input) => input.includes('node_modules'));
  expect(packages).toEqual([]);
  expect(gzipSync(outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length).toBeLessThan(15 * 1024);
});
