import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

interface PageBudget {
  path: string;
  signedInAs?: DemoRole;
  /** Issue 6's target for the page. */
  targetKb: number;
  /**
   * What the page may weigh until the target is met: the figure measured when this was written plus 2 %,
   * so that growth fails here while the known gap stays on record (bench/RESULTS.md, "Web pages"). Lower
   * it as the page gets lighter, and set it to the target once the target is met.
   */
  budgetKb: number;
}

/** The pages of issue 6's budgets; bench/web measures the same pages with Lighthouse. */
const budgets: PageBudget[] = [
  // The first page: a signed-out visitor lands on /login. Target met (157.5-158.4 KB measured).
  { path: '/', targetKb: 160, budgetKb: 160 },
  { path: '/login', targetKb: 160, budgetKb: 160 },
  // The My AIM dashboard: target met (223 KB measured).
  { path: '/my-aim', signedInAs: 'member', targetKb: 250, budgetKb: 250 },
];

describe('the bundle budget', () => {
  const browser = useBrowser();

  it.each(budgets)(
    'the JS that $path loads stays under $budgetKb KB gzip (target $targetKb KB)',
    async ({ path, signedInAs, targetKb, budgetKb }) => {
      const context = await newVisitor(browser());
      if (signedInAs) await signInAs(context, signedInAs);
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A signed-in page sent elsewhere by its guard would be weighing the wrong page.
      if (signedInAs) expect(new URL(page.url()).pathname).toBe(path);
      const sizes = await Promise.all(
        [...scripts].map(async ([url, body]) => [url, gzipSync(await body, { level: 9 }).length] as const),
      );
      sizes.sort(([, a], [, b]) => b - a);
      const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
      console.log(
        `${path} JS: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files (budget ${budgetKb} KB, target ${targetKb} KB, ended at ${new URL(page.url()).pathname})`,
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(total, sizes.map(([url, bytes]) => `${url} ${bytes}`).join('\n')).toBeLessThanOrEqual(
        budgetKb * 1024,
      );
    },
  );
});
