import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../../e2e/src/browser.ts';
import {
  builtPages,
  firstReaderWhoStays,
  pathOf,
  type Reader,
  readers,
} from '../../../e2e/src/built-pages.ts';
import { findDemoRecords } from '../../../e2e/src/demo-records.ts';
import { jsTargetOf } from '../../../e2e/src/page-budgets.ts';
import { demoAccounts, signInAs } from '../../../e2e/src/sign-in.ts';
import type { RouteName } from '../../../packages/app/src/routes/route-names.ts';

/** A page of the route table as the bench opens it: one per route shape, as the reader who reaches it. */
export interface MeasuredPage {
  route: RouteName;
  /** The path with the demo records in it, e.g. /orgs/1/dashboard. */
  path: string;
  /** What is opened: the path, with a mail link's token where the page needs one. */
  address: string;
  role: Reader;
  /** The demo sign-in the page is measured as; signed out when absent. */
  signedInAs?: string;
  jsTargetBytes: number;
  /** The Lighthouse mobile performance score the page must reach. */
  performanceTarget: number;
}

/** The password of every demo sign-in (README "Demo data"). */
export { demoPassword } from '../../../e2e/src/sign-in.ts';

/** The pages people spend their day on are held higher: the dashboards, Manage people and the profile. */
const dailyPages = new Set<RouteName>([
  'MyAimDashboard',
  'OrgDashboard',
  'OrgPersonProfiles',
  'PersonProfilesShow',
  'PersonProfilesEdit',
]);

export const targets = { dailyPerformance: 95, performance: 90, accessibility: 100, cls: 0.02 } as const;

/**
 * Every built page of the route table, each with the first reader whose navigation offers it and who
 * stays on it (a member is sent home from a few shared pages, which office staff then open): found by
 * opening each page once in Chromium, so that a page added to the route table is measured without anyone
 * listing it. `only` keeps the routes named.
 */
export async function measuredPages(baseUrl: string, only?: ReadonlySet<string>): Promise<MeasuredPage[]> {
  const browser = await launchBrowser();
  try {
    const contexts = new Map<Reader, BrowserContext>();
    for (const reader of readers) {
      const context = await browser.newContext({ baseURL: baseUrl });
      if (reader !== 'visitor') await signInAs(context, reader);
      contexts.set(reader, context);
    }
    const contextOf = (reader: Reader) => contexts.get(reader) as BrowserContext;
    const records = await findDemoRecords(contextOf('office'), contextOf('member'));
    const pages: MeasuredPage[] = [];
    for (const entry of builtPages) {
      if (only && !only.has(entry.name)) continue;
      const visit = await firstReaderWhoStays(entry, records, async (reader, address) => {
        const page = await contextOf(reader).newPage();
        await page.goto(address, { waitUntil: 'networkidle' });
        const landedOn = new URL(page.url()).pathname;
        await page.close();
        return { landedOn, address };
      });
      if (visit === undefined) continue;
      pages.push({
        route: entry.name,
        path: pathOf(entry, records),
        address: visit.address,
        role: visit.reader,
        signedInAs: visit.reader === 'visitor' ? undefined : demoAccounts[visit.reader],
        jsTargetBytes: jsTargetOf(entry),
        performanceTarget: dailyPages.has(entry.name) ? targets.dailyPerformance : targets.performance,
      });
    }
    return pages;
  } finally {
    await browser.close();
  }
}
