import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A fresh browser profile (empty storage and cookies) pointed at the server under test. */
export const newVisitor = (
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> => browser.newContext({ baseURL: inject('baseURL'), viewport });
