import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/** The focused element as the journey can compare it: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim() };
  });

/** The texts of the polite live regions, where the app names the page a navigation reached. */
const politeAnnouncements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent?.trim() ?? ''),
  );

describe('page titles and focus after navigation', () => {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('each page has its own title; following a sidebar link focuses the new h1 and names the page', async () => {
    const context = await newVisitor(browser());
    contexts.push(context);
    await signInAs(context, 'office');
    const page = await context.newPage();
    await page.goto('/');
    await waitForPath(page, '/orgs/1/dashboard');
    await appRendered(page);
    await expect.poll(() => page.title()).toBe('Organisation dashboard · AIM Europe · Mobilise');
    // The first page of a visit leaves focus to the browser.
    expect((await focused(page)).tag).toBe('body');
    const dashboardTitle = await page.title();

    await page
      .getByRole('navigation', { name: 'Organisation', exact: true })
      .getByRole('link', { name: 'Directory', exact: true })
      .click();
    await waitForPath(page, '/orgs/1/members-directory');
    await expect.poll(() => page.title()).toBe('Directory · AIM Europe · Mobilise');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Directory' });
    await expect.poll(() => politeAnnouncements(page)).toContain('Directory · Mobilise');
    expect(await page.title()).not.toBe(dashboardTitle);

    // The heading took focus to start reading there; it shows no focus ring.
    const outline = await page.evaluate(() => {
      const heading = document.activeElement as HTMLElement;
      return getComputedStyle(heading).outlineStyle;
    });
    expect(outline).toBe('none');
  });
});
