import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

describe('an unknown path', () => {
  const browser = useBrowser();

  it('R-ROUTE-044 R-ERROR-007 R-ERROR-008 shows the NotFound page, free of axe violations', async () => {
    const page = await (await newVisitor(browser())).newPage();
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Oops! Page Not Found.');
    expect(await page.getByText('may have moved, been deleted or never existed').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('R-ERROR-009 offers Return Home, reached by keyboard, which leads home', async () => {
    const page = await (await newVisitor(browser())).newPage();
    await page.goto('/unknown');
    const returnHome = page.getByRole('link', { name: 'Return Home' });
    await returnHome.waitFor();
    // Tab past the skip link and the logo to the button, as a keyboard user would.
    for (
      let presses = 0;
      presses < 5 && !(await returnHome.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await returnHome.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // Home sends a visitor without a session on to sign in.
    await page.waitForURL((url) => url.pathname === '/login');
    // The router changes the URL before React renders the new page, so the heading is awaited.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
  });

  it('is not what the Opportunities menu’s entries show now that every one has its page: Our requisitions lists the organisation’s requisitions', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'office');
    const page = await context.newPage();
    await page.goto('/');
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('button', { name: 'Opportunities', exact: true }).click();
    await navigation.getByRole('link', { name: 'Our requisitions', exact: true }).click();
    await page.waitForURL((url) => /^\/orgs\/\d+\/requisitions$/.test(url.pathname));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Requisitions');
    expect(await page.getByText('This page is not ready yet').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('answers unknown API paths with the JSON error shape, not the app', async () => {
    const page = await (await newVisitor(browser())).newPage();
    const response = await page.request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found', requestId: expect.any(String) });
  });
});
