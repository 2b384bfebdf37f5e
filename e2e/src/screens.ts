/**
 * `pnpm screens`: pictures of the main screens, in both brandings, at a phone's and a desktop's width,
 * from the built app on the demo data, so that a designer can review the product side by side without
 * starting it. Writes `screens/<screen>-<brand>-<width>.png` at the root of the project (git-ignored).
 * E2E_SKIP_BUILD=1 uses the last build as it is.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { appRendered, launchBrowser } from './browser.ts';
import { buildAppAndServer } from './build.ts';
import { type DemoRecords, findDemoRecords } from './demo-records.ts';
import { startServer } from './server.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

const outputFolder = fileURLToPath(new URL('../../screens/', import.meta.url));
const brands = ['default', 'cx'] as const;
const widths = [375, 1280];

/** Who looks at a screen: a signed-out visitor, or one of the demo accounts. */
type Reader = 'visitor' | Extract<DemoRole, 'office' | 'member'>;

interface Screen {
  name: string;
  reader: Reader;
  path: (records: DemoRecords) => string;
}

const screens: readonly Screen[] = [
  { name: 'sign-in', reader: 'visitor', path: () => '/login' },
  { name: 'my-aim', reader: 'member', path: () => '/my-aim' },
  { name: 'profile', reader: 'office', path: (r) => `/person-profiles/${r.personId}` },
  { name: 'profile-edit', reader: 'office', path: (r) => `/person-profiles/${r.personId}/edit` },
  { name: 'family', reader: 'office', path: (r) => `/families/${r.familyId}` },
  { name: 'organisation-dashboard', reader: 'office', path: (r) => `/orgs/${r.organisationId}/dashboard` },
  { name: 'manage-people', reader: 'office', path: (r) => `/orgs/${r.organisationId}/settings/people` },
  { name: 'directory', reader: 'office', path: (r) => `/orgs/${r.organisationId}/members-directory` },
  { name: 'requisitions', reader: 'office', path: () => '/requisitions' },
  { name: 'requisition', reader: 'office', path: (r) => `/requisitions/${r.requisitionId}` },
];

/** A browser profile of the reader in the branding; CX mode is turned on as users do, through /cx-entry. */
async function readerContext(browser: Browser, baseURL: string, reader: Reader, brand: string) {
  const context = await browser.newContext({ baseURL });
  if (brand === 'cx') {
    const page = await context.newPage();
    await page.goto('/cx-entry');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.close();
  }
  if (reader !== 'visitor') await signInAs(context, reader);
  return context;
}

async function shoot(context: BrowserContext, screen: Screen, records: DemoRecords, brand: string) {
  const page = await context.newPage();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(screen.path(records), { waitUntil: 'networkidle' });
    await appRendered(page);
    await page.evaluate(() => document.fonts.ready);
    const file = join(outputFolder, `${screen.name}-${brand}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
    console.log(`  ${file}`);
  }
  await page.close();
}

if (process.env.E2E_SKIP_BUILD !== '1') buildAppAndServer();
const server = await startServer();
const browser = await launchBrowser();
try {
  rmSync(outputFolder, { recursive: true, force: true });
  mkdirSync(outputFolder, { recursive: true });
  for (const brand of brands) {
    const contexts = {
      visitor: await readerContext(browser, server.url, 'visitor', brand),
      office: await readerContext(browser, server.url, 'office', brand),
      member: await readerContext(browser, server.url, 'member', brand),
    };
    const records = await findDemoRecords(contexts.office, contexts.member);
    for (const screen of screens) await shoot(contexts[screen.reader], screen, records, brand);
    await Promise.all(Object.values(contexts).map((context) => context.close()));
  }
  console.log(`${screens.length * brands.length * widths.length} screenshots in ${outputFolder}`);
} finally {
  await browser.close();
  await server.stop();
}
