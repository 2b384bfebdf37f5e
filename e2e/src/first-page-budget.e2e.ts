import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';

const budgetBytes = 160 * 1024;

describe('the bundle budget', () => {
  const browser = useBrowser();

  it('the JS the first page loads stays under 160 KB gzip', async () => {
    const page = await (await newVisitor(browser())).newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sizes = await Promise.all(
      [...scripts].map(async ([url, body]) => [url, gzipSync(await body, { level: 9 }).length] as const),
    );
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(
      `first page JS: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files (budget 160 KB)`,
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total, sizes.map(([url, bytes]) => `${url} ${bytes}`).join('\n')).toBeLessThanOrEqual(budgetBytes);
  });
});
