import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

const phone = { width: 375, height: 812 };

/** A page as it stands before any of the app's scripts has run (each one is refused). */
const beforeTheApp = async (context: BrowserContext, path = '/login'): Promise<Page> => {
  const page = await context.newPage();
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  return page;
};

const appContent = (page: Page) => page.evaluate(() => document.getElementById('app')?.innerHTML ?? '');

describe('the prerendered sign-in page', () => {
  const browser = useBrowser();

  it('shows the sign-in form before the app has loaded, and takes no input until the app runs it', async () => {
    const page = await beforeTheApp(await newVisitor(browser(), phone));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 2000 });
    expect(await page.locator('#app input[type="email"]').count()).toBe(1);
    // Titled as the app titles it, so the tab and a screen reader name the page from the first byte.
    expect(await page.title()).toBe('Sign in · Mobilise');
    // Inert: the keyboard cannot reach the fields, so nothing can be typed that the app's render would drop.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#app') ?? null)).toBeNull();
  });

  it('is the page the app then renders in its place, pixel for pixel', async () => {
    const context = await newVisitor(browser(), phone);
    const prerendered = await (await beforeTheApp(context)).screenshot({ fullPage: true });
    const page = await context.newPage();
    await page.goto('/login');
    await appRendered(page);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect((await page.screenshot({ fullPage: true })).equals(prerendered)).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
  });

  it.each([
    ['a stored language other than English', 'mobilise.language', 'es'],
    ['CX mode', 'mobilise.cxMode', 'on'],
  ])('is never shown to a browser that keeps %s: it sees only the app', async (_case, key, value) => {
    const context = await newVisitor(browser(), phone);
    await context.addInitScript((stored) => localStorage.setItem(stored.key, stored.value), { key, value });
    expect(await appContent(await beforeTheApp(context))).toBe('');
  });

  it('shows the Spanish sign-in page to a browser that keeps Spanish, once the app runs', async () => {
    const context = await newVisitor(browser(), phone);
    await context.addInitScript(() => localStorage.setItem('mobilise.language', 'es'));
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByText('Sign in', { exact: true }).count()).toBe(0);
  });
});

describe('the My AIM dashboard the server renders for a signed-in member', () => {
  const browser = useBrowser();

  const member = async (role: DemoRole = 'member') => {
    const context = await newVisitor(browser(), phone);
    await signInAs(context, role);
    return context;
  };
  const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome/ });

  it('shows the dashboard with the shell before the app has loaded, and takes no input until the app runs it', async () => {
    const page = await beforeTheApp(await member(), '/my-aim');
    await page
      .locator('#app h1')
      .filter({ hasText: /^Welcome/ })
      .waitFor({ timeout: 2000 });
    expect(await page.locator('#app header').count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#app') ?? null)).toBeNull();
  });

  it.each([
    ['the member', 'member'],
    ['a newcomer, with the onboarding guide above it', 'newcomer'],
  ] as const)('is the page the app then renders in its place, pixel for pixel: %s', async (_case, role) => {
    const context = await member(role);
    const rendered = await (await beforeTheApp(context, '/my-aim')).screenshot({ fullPage: true });
    const page = await context.newPage();
    await page.goto('/my-aim');
    await appRendered(page);
    await welcome(page).waitFor();
    await page.waitForLoadState('networkidle');
    const after = await page.screenshot({ fullPage: true });
    expect(after.equals(rendered)).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
  });

  it.each([
    ['a stored language other than English', 'mobilise.language', 'es'],
    ['a chosen organisation', 'mobilise.activeOrganisationId', '1'],
    ['onboarding progress', 'mobilise.onboarding.1', '{}'],
  ])('is never shown to a browser that keeps %s: it sees only the app', async (_case, key, value) => {
    const context = await member();
    await context.addInitScript((stored) => localStorage.setItem(stored.key, stored.value), { key, value });
    expect(await appContent(await beforeTheApp(context, '/my-aim'))).toBe('');
  });

  it('is not rendered for a visitor without a session, who is sent to sign in', async () => {
    const context = await newVisitor(browser(), phone);
    expect(await appContent(await beforeTheApp(context, '/my-aim'))).toBe('');
    const page = await context.newPage();
    await page.goto('/my-aim');
    await page.waitForURL(/\/login\?redirect=/);
  });
});
