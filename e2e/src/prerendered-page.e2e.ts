import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, newVisitor, useBrowser } from './browser.ts';

const phone = { width: 375, height: 812 };

/** /login as it stands before any of the app's scripts has run (each one is refused). */
const beforeTheApp = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'load' });
  return page;
};

const appContent = (page: Page) => page.evaluate(() => document.getElementById('app')?.innerHTML ?? '');

describe('the prerendered sign-in page', () => {
  const browser = useBrowser();

  it('shows the sign-in form before the app has loaded, and takes no input until the app runs it', async () => {
    const page = await beforeTheApp(await newVisitor(browser(), phone));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 2000 });
    expect(await page.locator('#app input[type="email"]').count()).toBe(1);
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
