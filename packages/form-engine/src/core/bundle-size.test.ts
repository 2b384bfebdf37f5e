import { expect, it } from 'vitest';
import { bundleCore } from '../../build/core-bundle.ts';

// Importing a value from a contract module that builds zod schemas would bring all of zod along (about
// 100 KB).
it('the core, every export bundled and minified, is under 15 KB gzip and loads no package', async () => {
  const { gzipBytes, packages } = await bundleCore();
  expect(packages).toEqual([]);
  expect(gzipBytes).toBeLessThan(15 * 1024);
});
