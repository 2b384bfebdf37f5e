import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { datesShown, expectScreenshot, type ScreenshotOptions } from './screenshots.ts';
import { signInAs } from './sign-in.ts';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

/** The member's own profile id, as users/me tells the signed-in browser. */
const ownProfileId = async (context: BrowserContext): Promise<number> =>
  (await (await context.request.get('/api/users/me')).json()).person_profile_id;

/** The server sends the dashboard already rendered, inert until the app renders it in its place. */
const dashboardLoaded = async (page: Page) => {
  await appRendered(page);
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  // Every section has left its loading state.
  await expect.poll(() => page.getByRole('main').getByRole('status').count()).toBe(0);
};

/** The shell loads the menus' data (applications, assignments) beside the page: shoot once all has come. */
const settledScreenshot = async (page: Page, name: string, options?: ScreenshotOptions) => {
  await page.waitForLoadState('networkidle');
  await expectScreenshot(page, name, options);
};

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
const tabTo = async (page: Page, target: ReturnType<Page['getByRole']>, limit = 40) => {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  expect.fail(`Tab never reached ${target}`);
};

describe('the member in My AIM', () => {
  const browser = useBrowser();

  it('R-CONST-007 sees their dashboard with the active assignment, its dates as "Do MMM YYYY", and the family, free of axe violations', async () => {
    const context = await newVisitor(browser(), desktop);
    await signInAs(context, 'member');
    const page = await context.newPage();
    await page.goto('/my-aim');
    await dashboardLoaded(page);
    const assignments = page.getByRole('region', { name: 'Your assignments' });
    expect(await assignments.getByText('Active', { exact: true }).count()).toBeGreaterThan(0);
    // Dates read 'Do MMM YYYY'.
    expect(await assignments.textContent()).toMatch(/dates: \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}/);
    const family = page.getByRole('region', { name: 'Your family' });
    expect(await family.getByRole('link', { name: 'View your family' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await settledScreenshot(page, 'my-aim-dashboard-1280', { mask: [datesShown(page)] });
  });

  it("takes the server's dashboard over with the answers the server read, asking for none of them again first", async () => {
    const context = await newVisitor(browser(), desktop);
    await signInAs(context, 'member');
    const profileId = await ownProfileId(context);
    // When the app takes the server's inert markup over (and lifts `inert`).
    await context.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const app = document.getElementById('app');
        if (app && app.childElementCount > 0 && app.querySelector('[inert]') === null) {
          (window as { tookOverAt?: number }).tookOverAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
    });
    const page = await context.newPage();
    const served = await page.goto('/my-aim');
    expect(await served?.text()).toContain('id="server-queries"');
    await dashboardLoaded(page);
    const askedBeforeTakeOver = await page.evaluate(() => {
      const tookOverAt = (window as { tookOverAt?: number }).tookOverAt ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < tookOverAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(askedBeforeTakeOver.length).toBeGreaterThan(0);
    expect(askedBeforeTakeOver).not.toContain('/api/users/me');
    expect(askedBeforeTakeOver).not.toContain(`/api/person-profiles/${profileId}`);
    expect(askedBeforeTakeOver).not.toContain('/api/organisations');
  });

  it('sees the dashboard on a phone-sized window, free of axe violations', async () => {
    const context = await newVisitor(browser(), phone);
    await signInAs(context, 'member');
    const page = await context.newPage();
    await page.goto('/my-aim');
    await dashboardLoaded(page);
    await expectNoAxeViolations(page);
    await settledScreenshot(page, 'my-aim-dashboard-375', { mask: [datesShown(page)] });
  });

  it('reaches their profile and its family by keyboard alone, each screen free of axe violations', async () => {
    const context = await newVisitor(browser(), desktop);
    await signInAs(context, 'member');
    const profileId = await ownProfileId(context);
    const page = await context.newPage();
    await page.goto('/my-aim');
    await dashboardLoaded(page);

    await tabTo(
      page,
      page
        .getByRole('region', { name: 'Shortcuts' })
        .getByRole('link', { name: 'Your profile', exact: true }),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/person-profiles/${profileId}`);
    await page.getByRole('region', { name: 'Personal details' }).waitFor();
    // Your profile leads through /my-profile; on the page it lands on, the sidebar still says where they are.
    const sidebar = page.getByRole('navigation', { name: 'My AIM' });
    expect(await sidebar.getByRole('link', { name: 'Your profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoAxeViolations(page);
    await settledScreenshot(page, 'my-aim-profile-1280', { mask: [datesShown(page)] });

    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'View family' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/families/'));
    await page.getByRole('region', { name: 'Members' }).waitFor();
    await expectNoAxeViolations(page);
    await settledScreenshot(page, 'my-aim-family-1280', { mask: [datesShown(page)] });
  });

  it('shows the profile on a phone-sized window, free of axe violations', async () => {
    const context = await newVisitor(browser(), phone);
    await signInAs(context, 'member');
    const page = await context.newPage();
    await page.goto('/my-profile');
    await page.getByRole('region', { name: 'Personal details' }).waitFor();
    await expectNoAxeViolations(page);
    // The history lists what other journeys on this server did to the profile, in whatever order they
    // ran: the picture leaves it out (its own stories show it).
    await page.getByRole('region', { name: 'History' }).evaluate((section) => {
      section.style.display = 'none';
    });
    await settledScreenshot(page, 'my-aim-profile-375', { mask: [datesShown(page)] });
  });

  it("opens the edit form of their profile with the server's answers, by keyboard, free of axe violations", async () => {
    const context = await newVisitor(browser(), desktop);
    await signInAs(context, 'member');
    const profileId = await ownProfileId(context);
    const profile = await (await context.request.get(`/api/person-profiles/${profileId}`)).json();
    const page = await context.newPage();
    await page.goto('/my-profile');
    await tabTo(page, page.getByRole('link', { name: 'Edit profile' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/person-profiles/${profileId}/edit`);
    const firstName = page.getByRole('textbox', { name: /^First name/ });
    await expect.poll(() => firstName.inputValue()).toBe(profile.firstName);
    await expectNoAxeViolations(page);
    await settledScreenshot(page, 'my-aim-profile-edit-1280', { mask: [datesShown(page)] });
  });

  it('edits one field of their profile, saved as they type, and finds it after a reload', async () => {
    const context = await newVisitor(browser(), desktop);
    await signInAs(context, 'member');
    const profileId = await ownProfileId(context);
    const page = await context.newPage();
    await page.goto(`/person-profiles/${profileId}`);
    await tabTo(page, page.getByRole('link', { name: 'Edit profile' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/person-profiles/${profileId}/edit`);

    const knownAs = page.getByRole('textbox', { name: 'Known as' });
    await knownAs.waitFor();
    await expectNoAxeViolations(page);
    const originalName = await knownAs.inputValue();
    const newName = `Mem ${Date.now() % 100000}`;
    const typeAndSave = async (name: string) => {
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          response.url().endsWith(`/api/person-profiles/${profileId}`),
      );
      await page.getByRole('textbox', { name: 'Known as' }).fill(name);
      await page.keyboard.press('Tab');
      const save = await saved;
      expect(save.status(), await save.text()).toBeLessThan(300);
    };
    await typeAndSave(newName);

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Known as' }).inputValue()).toBe(newName);
    const profile = await (await context.request.get(`/api/person-profiles/${profileId}`)).json();
    expect(profile.knownAs).toBe(newName);
    // The demo member is shared by every journey (and their screenshots): put the name back.
    await typeAndSave(originalName);
  });
});
