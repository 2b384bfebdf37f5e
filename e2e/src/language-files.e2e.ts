import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';

/** The build's language files: one JSON file a language, with every namespace the app starts with. */
const languageFile = /\/locale-(en|es|fr|pt)-[\w-]+\.json$/;

describe('start-up', () => {
  const browser = useBrowser();

  it('R-STARTUP-004 loads the language files for en, es, fr and pt, as JSON rather than scripts', async () => {
    const page = await (await newVisitor(browser())).newPage();
    const files = new Map<
      string,
      Promise<{ type: string; texts: Record<string, Record<string, unknown>> }>
    >();
    page.on('response', (response) => {
      const language = languageFile.exec(new URL(response.url()).pathname)?.[1];
      if (language === undefined || !response.ok()) return;
      files.set(
        language,
        response.json().then((texts) => ({ type: response.request().resourceType(), texts })),
      );
    });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect.poll(() => [...files.keys()].sort()).toEqual(['en', 'es', 'fr', 'pt']);
    const loaded = Object.fromEntries(
      await Promise.all([...files].map(async ([language, file]) => [language, await file] as const)),
    );
    for (const { type, texts } of Object.values(loaded)) {
      // Fetched, or preloaded by the page for English, never run as a script.
      expect(type).not.toBe('script');
      expect(Object.keys(texts).sort()).toEqual([
        'applications',
        'assignments',
        'auth',
        'calendarFeed',
        'common',
        'educationPlans',
        'leaveAndTravel',
        'myAim',
        'opportunities',
        'organisation',
        'people',
        'reviews',
        'search',
        'shell',
        'systemSettings',
        'tasks',
        'teamsAndUnits',
        'ui',
      ]);
    }
    // Each file holds its own language: no two have the same sign-in texts.
    const signInTexts = new Set(Object.values(loaded).map(({ texts }) => JSON.stringify(texts.auth)));
    expect(signInTexts.size).toBe(4);
  });
});
