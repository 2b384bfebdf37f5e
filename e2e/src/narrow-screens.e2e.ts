import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { addressOf, builtPages, pathOf, type Reader, readersOf } from './built-pages.ts';
import { type DemoRecords, findDemoRecords } from './demo-records.ts';
import { layoutFaults } from './layout-faults.ts';
import { signInAs } from './sign-in.ts';

const cases = builtPages.flatMap((entry) => readersOf(entry).map((reader) => ({ reader, entry })));

/**
 * Follows a page's requests; the function it returns resolves once none has been open for a moment, so
 * the data has come and is drawn (at most after 10 s). Faster than Playwright's network idle, which waits
 * half a second on every page.
 */
const quietWatch = (page: Page) => {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const change = (request: Request, isOpen: boolean) => {
    if (isOpen) open.add(request);
    else open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return async () => {
    const deadline = Date.now() + 10_000;
    while ((open.size > 0 || Date.now() - lastChange < 150) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
};

describe('every built page on a 375 px wide phone', () => {
  const browser = useBrowser();
  const pages = new Map<Reader, { page: Page; quiet: () => Promise<void> }>();
  let records: DemoRecords;

  // One browser profile per reader, signed in once, reused for every page.
  beforeAll(async () => {
    const phone = { width: 375, height: 800 };
    const [visitor, office, member] = await Promise.all([
      newVisitor(browser(), phone),
      newVisitor(browser(), phone),
      newVisitor(browser(), phone),
    ]);
    await Promise.all([signInAs(office, 'office'), signInAs(member, 'member')]);
    records = await findDemoRecords(office, member);
    for (const [reader, context] of [
      ['visitor', visitor],
      ['office', office],
      ['member', member],
    ] as const) {
      const page = await context.newPage();
      pages.set(reader, { page, quiet: quietWatch(page) });
    }
  });

  it.for(cases)(
    '$reader: $entry.name has nothing wider than the screen and no word broken inside',
    async ({ reader, entry }, { skip }) => {
      const { page, quiet } = pages.get(reader) as { page: Page; quiet: () => Promise<void> };
      const path = pathOf(entry, records);
      await page.goto(addressOf(entry, records));
      await appRendered(page);
      // The page's own component has drawn its heading, and no list still shows its loading spinner.
      await page.waitForFunction(
        () =>
          document.querySelector('main h1') !== null &&
          document.querySelector('[role="status"] svg') === null,
      );
      await quiet();
      const landedOn = new URL(page.url()).pathname;
      // A page the reader may not see sends them elsewhere, a page checked on its own.
      if (landedOn !== path) skip(`${reader} is sent on to ${landedOn}`);
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutFaults(page)).toEqual({ overflowing: [], brokenWords: [] });
    },
  );
});
