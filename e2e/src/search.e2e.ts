import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { type DemoRole, signInAs } from './sign-in.ts';

const desktop = { width: 1280, height: 800 };

describe('the global search', () => {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  const signedIn = async (role: DemoRole) => {
    const context = await newVisitor(browser(), desktop);
    contexts.push(context);
    await signInAs(context, role);
    return context.newPage();
  };
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

  it('R-SEARCH-001 office staff find their organisation’s requisitions and papers from the header, accents ignored, and go to one by keyboard', async () => {
    const page = await signedIn('office');
    await page.goto('/orgs/1/dashboard');
    await appRendered(page);
    await searchBox(page).click();
    await page.keyboard.type('zurich');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const requisitions = results.getByRole('group', { name: 'Requisitions' });
    await requisitions.getByRole('option', { name: 'Member care coordinator, Zürich' }).waitFor();
    const papers = results.getByRole('group', { name: 'Vision strategy papers' });
    expect(await papers.getByRole('option').first().textContent()).toContain(
      'Member care in Österreich and Zürich',
    );
    expect(await requisitions.getByRole('option', { name: 'Show more' }).getAttribute('href')).toBe(
      '/requisitions?search=zurich',
    );
    // The page around the open results stays as it is, for assistive technology too.
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => results.count()).toBe(0);
    expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);

    // "Genève" is in that requisition's description only; the first result, chosen by keyboard, opens it.
    await searchBox(page).fill('');
    await page.keyboard.type('geneve');
    await requisitions.getByRole('option', { name: 'Recruitment officer, Lyon' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/requisitions\/\d+$/.test(url.pathname));
  });

  it('R-SEARCH-008 "Show more" under requisitions and under papers opens the listing filtered by the query, and a row opens the record', async () => {
    const page = await signedIn('office');
    await page.goto('/orgs/1/dashboard');
    await appRendered(page);
    const results = page.getByRole('listbox', { name: 'Search results' });
    const showMore = async (group: string) => {
      await searchBox(page).fill('');
      await searchBox(page).click();
      await page.keyboard.type('zurich');
      const more = results.getByRole('group', { name: group }).getByRole('option', { name: 'Show more' });
      await more.waitFor();
      await more.click();
      // The dropdown closes on the way, so nothing covers the listing's links.
      await expect.poll(() => results.count()).toBe(0);
    };

    await showMore('Requisitions');
    await page.waitForURL((url) => url.pathname === '/requisitions' && url.search === '?search=zurich');
    const requisitions = page.getByRole('list', { name: 'Requisitions' });
    const requisition = requisitions.getByRole('link', { name: 'Member care coordinator, Zürich' });
    await requisition.waitFor();
    expect(await page.getByRole('textbox', { name: 'Search requisitions' }).inputValue()).toBe('zurich');
    await expectNoAxeViolations(page);
    await requisition.click();
    await page.waitForURL((url) => /^\/requisitions\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Member care coordinator, Zürich' }).waitFor();
    await page.getByRole('region', { name: 'Details' }).waitFor();
    await expectNoAxeViolations(page);

    await showMore('Vision strategy papers');
    await page.waitForURL(
      (url) => url.pathname === '/vision-strategy-papers' && url.search === '?search=zurich',
    );
    const paper = page
      .getByRole('list', { name: 'Vision and strategy papers' })
      .getByRole('link', { name: /Member care in Österreich and Zürich/ });
    await paper.waitFor();
    await expectNoAxeViolations(page);
    await paper.click();
    await page.waitForURL((url) => /^\/vision-strategy-papers\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: /Member care in Österreich and Zürich/ }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('R-SEARCH-001 a member has no search in the header', async () => {
    const page = await signedIn('member');
    await page.goto('/my-aim');
    await appRendered(page);
    await page.getByRole('navigation', { name: 'My AIM', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await searchBox(page).count()).toBe(0);
  });
});
