import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

const desktop = { width: 1280, height: 800 };

describe('the organisation people screens', () => {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  const signedIn = async (role: DemoRole) => {
    const context = await newVisitor(browser(), desktop);
    contexts.push(context);
    await signInAs(context, role);
    return context;
  };
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** The demo member's name, as their own browser reads it. */
  const memberName = async () => {
    const context = await signedIn('member');
    const me = await (await context.request.get('/api/users/me')).json();
    return { first: me.first_name as string, last: me.last_name as string };
  };

  it('office staff find a member in Manage people (their name opens the pop-up, on to the profile) and the directory, filter by URL, and export the same list as CSV', async () => {
    const member = await memberName();
    const context = await signedIn('office');
    const page = await context.newPage();

    await page.goto('/orgs/1/dashboard');
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Manage people' })
      .click();
    await page.waitForURL('**/orgs/1/settings/people');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(member.last);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === member.last);
    const table = page.getByRole('grid', { name: 'People' });
    const name = table.getByRole('button', { name: `${member.last}, ${member.first}` });
    await name.waitFor();
    await expectNoAxeViolations(page);

    const [exportCall, download] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/person-profiles/export.csv')),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(new URL(exportCall.url()).searchParams.get('organisation')).toBe('1');
    expect(exportCall.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
    const body = await readFile((await download.path()) ?? '', 'utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body).toContain(member.first);

    await name.click();
    const popUp = page.getByRole('dialog', { name: `${member.last}, ${member.first}` });
    await popUp.getByRole('link', { name: 'View profile' }).click();
    await page.waitForURL(/\/person-profiles\/\d+$/);

    await page.goto(`/orgs/1/members-directory?search=${encodeURIComponent(member.first)}`);
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByRole('button', { name: `${member.first} ${member.last}` }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('Z2 office staff of another organisation get none of its people in the list, the export or the dashboard', async () => {
    const member = await memberName();
    const context = await signedIn('officeAfrica');
    const list = await context.request.get(
      `/api/person-profiles?organisation=1&search=${encodeURIComponent(member.last)}`,
    );
    expect((await list.json()).total).toBe(0);
    const csv = await (await context.request.get('/api/person-profiles/export.csv?organisation=1')).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await context.request.get('/api/organisations/1/dashboard')).status()).toBe(404);

    const page = await context.newPage();
    await page.goto('/orgs/1/settings/people');
    await page.waitForURL((url) => !url.pathname.startsWith('/orgs/1/'));
  });
});
