import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, newVisitor, useBrowser } from './browser.ts';

/** The build's language file of one language (content-hashed name). */
const languageFileOf = (language: string) => new RegExp(`/locale-${language}-[\\w-]+\\.json$`);

/** A visitor whose browser already holds this stored language choice. */
const visitorWithStoredLanguage = async (context: BrowserContext, language: string) => {
  await context.addInitScript((stored) => localStorage.setItem('mobilise.language', stored), language);
  return context.newPage();
};

describe('start-up', () => {
  const browser = useBrowser();

  it('R-STARTUP-001 mounts the app once, into the #app container', async () => {
    const page = await (await newVisitor(browser())).newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // A client-side navigation too: the app stays one mount.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page.evaluate(() => {
        const container = document.getElementById('app');
        return {
          containers: document.querySelectorAll('#app').length,
          mains: document.querySelectorAll('main').length,
          headings: document.querySelectorAll('h1').length,
          allInside: [...document.querySelectorAll('main, h1, header')].every((element) =>
            container?.contains(element),
          ),
        };
      }),
    ).toEqual({ containers: 1, mains: 1, headings: 1, allInside: true });
  });

  it.each([
    { url: '/login', lands: '/login' },
    { url: '/forgot-password', lands: '/forgot-password' },
    { url: '/my-aim', lands: '/login' },
  ])(
    'R-STARTUP-005 a visitor without a session opening $url asks no users/me, so the console shows no failed request for it',
    async ({ url, lands }) => {
      const page = await (await newVisitor(browser())).newPage();
      const consoleErrors: string[] = [];
      // A failed request's console message names its address only in its location.
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
      });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(url);
      await page.waitForURL((address) => address.pathname === lands);
      await appRendered(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(consoleErrors.filter((error) => error.includes('users/me'))).toEqual([]);
      expect(asked).not.toContain('/api/users/me');
    },
  );

  it.each(['none', 'de'])(
    'R-SHELL-019 shows English when the stored language is %s (none or unsupported)',
    async (stored) => {
      const context = await newVisitor(browser());
      const page =
        stored === 'none' ? await context.newPage() : await visitorWithStoredLanguage(context, stored);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    },
  );

  it('R-SHELL-019 shows the English text of any key missing in the chosen language', async () => {
    const context = await newVisitor(browser());
    // The Spanish file served without the sign-in title.
    await context.route(languageFileOf('es'), async (route) => {
      const texts = await (await route.fetch()).json();
      delete texts.auth.signIn.title;
      await route.fulfill({ json: texts });
    });
    const page = await visitorWithStoredLanguage(context, 'es');
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Correo electrónico' }).isVisible()).toBe(true);
  });
});
