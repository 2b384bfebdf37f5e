import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, useBrowser } from './browser.ts';
import { answerTo, signedInPage, xsrfHeader } from './journey-helpers.ts';

const banner = '*Planned maintenance* on Saturday from 08:00';

/** The member's shell follows users/me, read again behind a navigation: a moment on a busy machine. */
const untilShown = { timeout: 10_000 };

interface Setting<Value> {
  value: Value;
  version: number;
}
interface SystemSettings {
  feature_flags: Setting<Record<string, boolean>>;
  banner: Setting<string | null>;
}

const settingsOf = async (context: BrowserContext) =>
  (await (await context.request.get('/api/system-settings')).json()) as SystemSettings;

// The journey changes what every user sees, so it ends by putting both settings back (here, and through the
// API after it, should a step fail half-way): the journeys run one file after another on one server.
describe('issue 33: an admin turns the leave flag off and the banner on, and a member signed in elsewhere sees both on their next navigation', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const journey = {} as { admin: Page; member: Page; before: SystemSettings };

  /** The member's My AIM sidebar, and whether it offers Leave & Travel. */
  const leaveEntries = () =>
    journey.member
      .getByRole('navigation', { name: 'My AIM', exact: true })
      .getByRole('link', { name: 'Leave & Travel' })
      .count();
  const memberBanner = () => journey.member.getByRole('region', { name: 'Announcement', exact: true });

  beforeAll(async () => {
    journey.admin = await signedInPage(browser(), 'admin');
    journey.before = await settingsOf(journey.admin.context());
    journey.member = await signedInPage(browser(), 'member');
    await journey.member.goto('/my-aim');
    await appRendered(journey.member);
    await journey.member.getByRole('navigation', { name: 'My AIM', exact: true }).waitFor();
  });

  afterAll(async () => {
    const context = journey.admin?.context();
    if (!context || !journey.before) return;
    const now = await settingsOf(context);
    const headers = await xsrfHeader(context);
    await context.request.put('/api/system-settings/feature-flags', {
      headers,
      data: { feature_flags: journey.before.feature_flags.value, version: now.feature_flags.version },
    });
    await context.request.put('/api/system-settings/banner', {
      headers,
      data: { banner: journey.before.banner.value, version: now.banner.version },
    });
  });

  /** The member goes to their profile and back to the dashboard through the sidebar: two navigations in the app. */
  const memberNavigates = async (to: 'Your profile' | 'Dashboard') => {
    await journey.member
      .getByRole('navigation', { name: 'My AIM', exact: true })
      .getByRole('link', { name: to, exact: true })
      .click();
    await journey.member.getByRole('heading', { level: 1 }).first().waitFor();
    // Still in My AIM, so that a missing entry means the flag and not another sidebar.
    await journey.member.getByRole('navigation', { name: 'My AIM', exact: true }).waitFor();
  };

  it('R-ROUTE-029 R-SHELL-010 the admin turns Leave requests off and saves a banner with *bold*, previewed as it will show', async () => {
    expect(await leaveEntries()).toBe(1);
    expect(await memberBanner().count()).toBe(0);
    const page = journey.admin;
    await page.goto('/system-settings');
    await page.getByRole('heading', { level: 1, name: 'System settings' }).waitFor();
    await appRendered(page);
    expect(await page.title()).toMatch(/^System settings · /);

    const flags = page.getByRole('region', { name: 'Feature flags' });
    const leave = flags.getByRole('checkbox', { name: 'Leave requests' });
    await expect.poll(() => leave.isChecked()).toBe(true);
    // By keyboard: react-aria keeps the input itself visually hidden under its box.
    await leave.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => leave.isChecked()).toBe(false);
    const flagsSaved = answerTo(page, 'PUT', /^\/api\/system-settings\/feature-flags$/);
    await flags.getByRole('button', { name: 'Save the feature flags' }).click();
    expect((await flagsSaved).status()).toBe(200);
    await flags.getByText('Saved. Every user gets it on their next page.').waitFor();

    const bannerSection = page.getByRole('region', { name: 'Banner', exact: true });
    await bannerSection.getByRole('textbox', { name: 'Banner text' }).fill(banner);
    const preview = bannerSection.getByRole('region', { name: 'Preview of the banner' });
    expect(await preview.locator('strong').textContent()).toBe('Planned maintenance');
    const bannerSaved = answerTo(page, 'PUT', /^\/api\/system-settings\/banner$/);
    await bannerSection.getByRole('button', { name: 'Save the banner' }).click();
    expect((await bannerSaved).status()).toBe(200);
    await bannerSection.getByText('Saved. Every user gets it on their next page.').waitFor();
    // The admin's own shell shows the banner at once.
    await page.getByRole('region', { name: 'Announcement', exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const saved = await settingsOf(page.context());
    expect(saved.feature_flags.value.leave_requests).toBe(false);
    expect(saved.banner.value).toBe(banner);
  });

  it('R-SHELL-009 R-SHELL-010 the member, signed in before the change, sees the banner and no Leave & Travel entry on their next navigation', async () => {
    // Nothing has changed on the member's screen by itself.
    expect(await leaveEntries()).toBe(1);
    await memberNavigates('Your profile');
    const shown = memberBanner();
    await shown.waitFor({ timeout: 10_000 });
    expect(await shown.textContent()).toBe('Planned maintenance on Saturday from 08:00');
    expect(await shown.locator('strong').textContent()).toBe('Planned maintenance');
    await expect.poll(leaveEntries, untilShown).toBe(0);
    await expectNoAxeViolations(journey.member);
  });

  it('the admin restores both, and the member’s next navigation has Leave & Travel back and no banner', async () => {
    const page = journey.admin;
    const flags = page.getByRole('region', { name: 'Feature flags' });
    const leave = flags.getByRole('checkbox', { name: 'Leave requests' });
    // A journey that fails is tried once more: each step leaves alone what an earlier try did.
    if (!(await leave.isChecked())) {
      await leave.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => leave.isChecked()).toBe(true);
      await flags.getByRole('button', { name: 'Save the feature flags' }).click();
      await flags.getByText('Saved. Every user gets it on their next page.').waitFor();
    }
    const bannerSection = page.getByRole('region', { name: 'Banner', exact: true });
    const remove = bannerSection.getByRole('button', { name: 'Remove the banner' });
    if ((await remove.count()) > 0) {
      await remove.click();
      await bannerSection.getByText('Saved. Every user gets it on their next page.').waitFor();
    }
    await bannerSection.getByText('No banner is shown.').waitFor();
    const restored = await settingsOf(page.context());
    expect([restored.feature_flags.value.leave_requests, restored.banner.value]).toEqual([true, null]);

    await memberNavigates('Dashboard');
    await expect.poll(leaveEntries, untilShown).toBe(1);
    await expect.poll(() => memberBanner().count(), untilShown).toBe(0);
  });
});
