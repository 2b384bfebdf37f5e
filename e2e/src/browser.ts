import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A fresh browser profile (empty storage and cookies) pointed at the server under test. */
export const newVisitor = (
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> => browser.newContext({ baseURL: inject('baseURL'), viewport });

/** One Chromium for the journeys of a file: launched before the first, closed after the last. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
};

/**
 * Resolves once the app has rendered the page: a prerendered page shows (inert) before the app runs, so a
 * journey that moves by keyboard waits for the app's own render, which takes its place.
 */
export const appRendered = (page: Page) =>
  page.waitForFunction(() => {
    const app = document.getElementById('app');
    return app !== null && app.childElementCount > 0 && app.querySelector('[inert]') === null;
  });
