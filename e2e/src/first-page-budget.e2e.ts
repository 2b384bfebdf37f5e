import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

interface PageBudget {
  path: string;
  signedInAs?: DemoRole;
  budgetKb: number;
}

/** Issue 6's budgets; bench/web measures the same pages with Lighthouse. */
const budgets: PageBudget[] = [
  // The first page: a signed-out visitor lands on /login.
  { path: '/', budgetKb: 160 },
  { path: '/login', budgetKb: 160 },
  // The My AIM dashboard.
  { path: '/my-aim', signedInAs: 'member', budgetKb: 250 },
];

describe('the bundle budget', () => {
  const browser = useBrowser();

  it.each(budgets)(
    'the JS that $path loads stays under $budgetKb KB gzip',
    async ({ path, signedInAs, budgetKb }) => {
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
        `${path} JS: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files (budget ${budgetKb} KB, ended at ${new URL(page.url()).pathname})`,
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(total, sizes.map(([url, bytes]) => `${url} ${bytes}`).join('\n')).toBeLessThanOrEqual(
        budgetKb * 1024,
      );
    },
  );
});
