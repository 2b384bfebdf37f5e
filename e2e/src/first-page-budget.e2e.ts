import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntry } from '../../packages/app/src/routes/table.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { builtPages, firstReaderWhoStays, pathOf, type Reader, readers } from './built-pages.ts';
import { type DemoRecords, findDemoRecords } from './demo-records.ts';
import { jsBudgetOf, jsTargetOf } from './page-budgets.ts';
import { signInAs } from './sign-in.ts';

const kilobytes = 1024;

const cases = builtPages.map((entry) => ({ entry, name: entry.name }));

describe('the bundle budget of every page', () => {
  const browser = useBrowser();
  const contexts = new Map<Reader, BrowserContext>();
  let records: DemoRecords;

  // A signed-in context per reader; each page is weighed in a fresh page of it, its first visit (no
  // script cached: every page of a context shares the HTTP cache, so caching is turned off per page).
  beforeAll(async () => {
    for (const reader of readers) {
      const context = await newVisitor(browser());
      if (reader !== 'visitor') await signInAs(context, reader);
      contexts.set(reader, context);
    }
    records = await findDemoRecords(
      contexts.get('office') as BrowserContext,
      contexts.get('member') as BrowserContext,
    );
  });

  /** The scripts a first visit of the address loads, with their gzip -9 sizes, and where it ended. */
  const weigh = async (reader: Reader, address: string) => {
    const page = await (contexts.get(reader) as BrowserContext).newPage();
    const session = await page.context().newCDPSession(page);
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body();
      // A script that arrives after the sizes were read is not counted, and the page closing then fails
      // its body: that failure is expected, not an error of the run.
      body.catch(() => undefined);
      scripts.set(response.url(), body);
    });
    await page.goto(address, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    const sizes = await Promise.all(
      [...scripts].map(async ([url, body]) => [url, gzipSync(await body, { level: 9 }).length] as const),
    );
    const landedOn = new URL(page.url()).pathname;
    await page.close();
    return { sizes: sizes.sort(([, a], [, b]) => b - a), landedOn };
  };

  it("a visitor opening / (sent to sign in) loads no more script than the sign-in page's budget", async () => {
    const { sizes } = await weigh('visitor', '/');
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(total).toBeLessThanOrEqual(jsBudgetOf(routeEntry('Login')));
  });

  it.for(cases)('$name loads no more script than its budget', async ({ entry }, { skip }) => {
    const visit = await firstReaderWhoStays(entry, records, weigh);
    if (visit === undefined) return skip(`no demo reader stays on ${pathOf(entry, records)}`);
    const { sizes, reader } = visit;
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(
      `${entry.name} as ${reader}: ${(total / kilobytes).toFixed(1)} KB gzip in ${sizes.length} scripts (budget ${(jsBudgetOf(entry) / kilobytes).toFixed(0)} KB, target ${jsTargetOf(entry) / kilobytes} KB)`,
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total, sizes.map(([url, bytes]) => `${url} ${bytes}`).join('\n')).toBeLessThanOrEqual(
      jsBudgetOf(entry),
    );
  });
});
