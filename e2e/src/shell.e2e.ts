import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { dashboardFigures, datesShown, expectScreenshot } from './screenshots.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

const organisationSidebar = [
  'Dashboard',
  'Applications',
  'Inbound',
  'Outbound',
  'People Management',
  'Opportunities',
  'Directory',
  'Settings',
];

/** What each demo sign-in sees on arriving at / (demo seed: README "Demo data"). */
const landings: {
  role: DemoRole;
  path: string;
  tabs: string[];
  sidebar: string;
  entries: string[];
}[] = [
  {
    role: 'admin',
    path: '/orgs/4/dashboard',
    tabs: ['Organisation'],
    sidebar: 'Organisation',
    entries: organisationSidebar,
  },
  {
    role: 'office',
    path: '/orgs/1/dashboard',
    tabs: ['Organisation'],
    sidebar: 'Organisation',
    entries: organisationSidebar,
  },
  {
    role: 'multiOffice',
    path: '/orgs/1/dashboard',
    tabs: ['Organisation'],
    sidebar: 'Organisation',
    entries: organisationSidebar,
  },
  {
    role: 'consultant',
    path: '/my-aim',
    tabs: ['Education'],
    sidebar: 'My AIM',
    entries: ['Dashboard', 'Your profile', 'Leave & Travel'],
  },
  {
    role: 'member',
    path: '/my-aim',
    // The demo member has an active assignment: the My AIM tab, the assignment's link and Reviews show.
    tabs: ['My AIM'],
    sidebar: 'My AIM',
    entries: ['Dashboard', 'Your profile', 'Your family', 'Your assignment', 'Leave & Travel', 'Reviews'],
  },
  {
    role: 'applicant',
    path: '/my-aim',
    // The demo applicant has applications in progress: the My AIM tab shows.
    tabs: ['My AIM'],
    sidebar: 'My AIM',
    entries: ['Dashboard', 'Your profile', 'Leave & Travel'],
  },
];

const tabsOf = (page: Page, landmark = 'Main') =>
  page.getByRole('navigation', { name: landmark }).getByRole('link').allTextContents();

const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

describe('the signed-in shell', () => {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  const signedIn = async (role: DemoRole, viewport = desktop) => {
    const context = await newVisitor(browser(), viewport);
    contexts.push(context);
    await signInAs(context, role);
    return context.newPage();
  };
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it.each(landings)(
    'R-SHELL-001 R-SHELL-002 R-SHELL-003 R-SHELL-004 R-ROUTE-008 R-ROUTE-009 $role lands on $path with the tabs $tabs and the $sidebar sidebar, axe clean',
    async ({ role, path, tabs, sidebar, entries }) => {
      const page = await signedIn(role);
      await page.goto('/');
      await waitForPath(page, path);
      const nav = page.getByRole('navigation', { name: sidebar, exact: true });
      await nav.waitFor();
      // The My AIM tab waits for the user's own assignments and applications.
      await page.waitForLoadState('networkidle');
      expect(await tabsOf(page)).toEqual(tabs);
      for (const entry of entries) {
        expect(await nav.getByText(entry, { exact: true }).count(), `${entry} in ${sidebar}`).toBe(1);
      }
      expect(await page.getByRole('link', { name: 'System Admin' }).count()).toBe(0);
      await expectNoAxeViolations(page);
    },
  );

  it('a signed-out visitor asking for a page signs in first and then arrives at it', async () => {
    const context = await newVisitor(browser());
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/orgs/1/members-directory?page=2');
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' && url.searchParams.get('redirect') === '/orgs/1/members-directory?page=2',
    );
    await page.getByLabel('E-mail address').fill('office@example.org');
    await page.getByLabel('Password').fill('mobilise-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/orgs/1/members-directory' && url.search === '?page=2');
    await page.getByRole('navigation', { name: 'Organisation', exact: true }).waitFor();
  });

  it('R-GUARD-013 a member opening an organisation URL is sent to their own area', async () => {
    const page = await signedIn('member');
    await page.goto('/orgs/1/dashboard');
    await waitForPath(page, '/my-aim');
    expect(await page.getByRole('navigation', { name: 'Organisation', exact: true }).count()).toBe(0);
  });

  it.each([
    { role: 'member' as const, from: '/my-profile', to: '/person-profiles/5' },
    { role: 'member' as const, from: '/edit-my-profile', to: '/person-profiles/5/edit' },
    { role: 'member' as const, from: '/my-family', to: '/families/1' },
    { role: 'applicant' as const, from: '/my-family', to: '/my-aim' },
  ])('R-ROUTE-019 R-ROUTE-020 R-ROUTE-021 $role opening $from is sent to $to', async ({ role, from, to }) => {
    const page = await signedIn(role);
    await page.goto(from);
    await waitForPath(page, to);
  });

  it('R-ROUTE-030 /orgs/{org_id} leads to the dashboard when applications are enabled', async () => {
    const page = await signedIn('office');
    await page.goto('/orgs/1');
    await waitForPath(page, '/orgs/1/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('AIM Europe dashboard');
  });

  it('R-ORG-003 R-ORG-010 multi-office staff switch organisation; the URL, heading and sidebar follow', async () => {
    const page = await signedIn('multiOffice');
    await page.goto('/');
    await waitForPath(page, '/orgs/1/dashboard');
    await page.getByRole('button', { name: /Organisation\s*AIM Europe/ }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual([
      'AIM Europe',
      'AIM North America',
    ]);
    await menu.getByRole('menuitemradio', { name: 'AIM North America' }).click();
    await waitForPath(page, '/orgs/2/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('AIM North America dashboard');
    const directory = page.getByRole('navigation', { name: 'Organisation', exact: true }).getByRole('link', {
      name: 'Directory',
    });
    expect(await directory.getAttribute('href')).toBe('/orgs/2/members-directory');
    expect(await page.evaluate(() => localStorage.getItem('mobilise.activeOrganisationId'))).toBe('2');
    await page.reload();
    await page.getByRole('button', { name: /Organisation\s*AIM North America/ }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('Z3 office staff cannot make an organisation they do not staff active: its URL sends them home and the switch offers only their own', async () => {
    const page = await signedIn('office');
    await page.goto('/orgs/2/dashboard');
    await waitForPath(page, '/orgs/1/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('mobilise.activeOrganisationId'))).not.toBe('2');
    expect(await page.getByRole('button', { name: /Organisation\s*AIM Europe/ }).isDisabled()).toBe(true);
    // A stored organisation they do not staff is not used either.
    await page.evaluate(() => localStorage.setItem('mobilise.activeOrganisationId', '2'));
    await page.goto('/');
    await waitForPath(page, '/orgs/1/dashboard');
  });

  it('R-SHELL-006 signing out through the profile menu ends the session', async () => {
    const page = await signedIn('member');
    await page.goto('/my-aim');
    await appRendered(page);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const me = await page.request.get('/api/users/me');
    expect(me.status()).toBe(404);
    await page.goto('/my-aim');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/my-aim',
    );
  });

  it('R-SHELL-007 creative access is saved to the server from the profile menu', async () => {
    const page = await signedIn('office');
    await page.goto('/orgs/1/dashboard');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Creative access' }).click();
    await expect
      .poll(async () => (await (await page.request.get('/api/users/me')).json()).is_creative_access)
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Creative access' }).click();
    await expect
      .poll(async () => (await (await page.request.get('/api/users/me')).json()).is_creative_access)
      .toBe(false);
  });

  it('the tabs and the profile menu work by keyboard alone', async () => {
    const page = await signedIn('consultant');
    await page.goto('/my-aim');
    // The server's render of the page takes no focus: the keyboard starts once the app has rendered it.
    await appRendered(page);
    const educationTab = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Education' });
    await educationTab.waitFor();
    const focused = (locator: typeof educationTab) => locator.evaluate((el) => el === document.activeElement);
    for (let presses = 0; presses < 10 && !(await focused(educationTab)); presses++)
      await page.keyboard.press('Tab');
    expect(await focused(educationTab)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/education-plans-dashboard');

    const profileButton = page.getByRole('button', { name: /Profile menu/ });
    // The navigation put focus on the new page's heading: from there Tab goes on through the page, then
    // round to the header.
    for (let presses = 0; presses < 25 && !(await focused(profileButton)); presses++)
      await page.keyboard.press('Tab');
    expect(await focused(profileButton)).toBe(true);
    await page.keyboard.press('Enter');
    const viewProfile = page.getByRole('menuitem', { name: 'View my profile' });
    await viewProfile.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await focused(profileButton)).toBe(true);
  });

  it('R-SHELL-011 R-SHELL-012 R-SHELL-013 on a phone the menu opens with Menu, closes with Close and on every route change', async () => {
    const page = await signedIn('office', phone);
    await page.goto('/orgs/1/dashboard');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const close = page.getByRole('button', { name: 'Close', exact: true });
    await close.waitFor();
    await expectNoAxeViolations(page);
    // The sidebar's entry: the dashboard under the menu has a Directory shortcut of its own.
    await page
      .getByRole('navigation', { name: 'Organisation', exact: true })
      .getByRole('link', { name: 'Directory' })
      .click();
    await waitForPath(page, '/orgs/1/members-directory');
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    expect(await close.count()).toBe(0);
  });

  it('R-SHELL-018 R-SHELL-020 R-SHELL-021 the language chosen in the profile menu changes the texts, is stored, and is sent as Accept-Language', async () => {
    const page = await signedIn('office');
    await page.goto('/orgs/1/dashboard');
    // The server's copy of the page shows first; the app's own render (and its calls) takes its place.
    await appRendered(page);
    await page.getByRole('navigation', { name: 'Organisation', exact: true }).waitFor();
    // What the page asked for in English before the switch is over before listening.
    await page.waitForLoadState('networkidle');
    const languages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) languages.push(request.headers()['accept-language'] ?? '');
    });
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('menuitemradio', { name: 'Español' })
      .click();
    await page.getByRole('navigation', { name: 'Organización', exact: true }).waitFor();
    await expect.poll(() => tabsOf(page, 'Principal')).toEqual(['Organización']);
    expect(await page.evaluate(() => localStorage.getItem('mobilise.language'))).toBe('es');
    await expect.poll(() => languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['es']));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.reload();
    await page.getByRole('navigation', { name: 'Organización', exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it.each([
    { role: 'member' as const, path: '/my-aim' },
    { role: 'office' as const, path: '/orgs/1/dashboard' },
  ])('the $role landing page matches its screenshots at 375 px and 1280 px', async ({ role, path }) => {
    for (const [name, viewport] of [
      ['375', phone],
      ['1280', desktop],
    ] as const) {
      const page = await signedIn(role, viewport);
      await page.goto(path);
      await appRendered(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectScreenshot(page, `shell-${role}-landing-${name}`, {
        mask: [role === 'member' ? datesShown(page) : dashboardFigures(page)],
      });
    }
  });
});
