import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

// The signed-in shell has the logo twice: in the desktop header and in the mobile menu.
const brandingOf = async (page: Page) => ({
  logo: await page.getByTestId('brand-logo').first().getAttribute('src'),
  logoName: await page.getByTestId('brand-logo').first().getAttribute('alt'),
  favicon: await page.locator('link[rel="icon"]').getAttribute('href'),
  manifest: await page.locator('link[rel="manifest"]').getAttribute('href'),
  brand: await page.locator('html').getAttribute('data-brand'),
});

const defaultBranding = {
  logo: '/brand/default/logo.svg',
  logoName: 'Mobilise',
  favicon: '/brand/default/favicon.svg',
  manifest: '/brand/default/manifest.webmanifest',
  brand: 'default',
};
const cxBranding = {
  logo: '/brand/cx/logo.svg',
  logoName: 'Mobilise CX',
  favicon: '/brand/cx/favicon.svg',
  manifest: '/brand/cx/manifest.webmanifest',
  brand: 'cx',
};

describe('CX mode', () => {
  const browser = useBrowser();

  it('is off for a new visitor', async () => {
    const page = await (await newVisitor(browser())).newPage();
    await page.goto('/login');
    await expect.poll(() => brandingOf(page)).toEqual(defaultBranding);
  });

  it('R-ROUTE-011 R-SHELL-014 R-SHELL-015 R-SHELL-016 /cx-entry turns on the CX logo, favicon and manifest, then goes to Login', async () => {
    const page = await (await newVisitor(browser())).newPage();
    await page.goto('/cx-entry');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => brandingOf(page)).toEqual(cxBranding);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');

    const manifest = await page.request.get(cxBranding.manifest);
    expect(manifest.ok()).toBe(true);
    expect(JSON.parse(await manifest.text())).toMatchObject({ name: 'Mobilise CX' });
    const colours = await page.evaluate(
      () => getComputedStyle(document.querySelector('header') as Element).backgroundColor,
    );
    await page.goto('/login?brand-check');
    expect(colours).not.toBe('');
    await expectNoAxeViolations(page);
  });

  it('keeps a signed-in user signed in: CX mode on, then Home instead of the sign-in form', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'member');
    const page = await context.newPage();
    await page.goto('/cx-entry');
    // Home leads the demo member on to their My AIM dashboard.
    await page.waitForURL((url) => url.pathname === '/my-aim');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expect.poll(() => brandingOf(page)).toEqual(cxBranding);
    expect(await page.getByRole('button', { name: /Profile menu/ }).count()).toBeGreaterThan(0);
    expect((await page.request.get('/api/users/me')).status()).toBe(200);
  });

  it('R-SHELL-017 survives a reload and every navigation, restored from browser storage', async () => {
    const context = await newVisitor(browser());
    const page = await context.newPage();
    await page.goto('/cx-entry');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.reload();
    await expect.poll(() => brandingOf(page)).toEqual(cxBranding);
    await page.goto('/somewhere/unknown');
    await expect.poll(() => brandingOf(page)).toEqual(cxBranding);
    await expectNoAxeViolations(page);

    const other = await context.newPage();
    await other.goto('/login');
    await expect.poll(() => brandingOf(other)).toEqual(cxBranding);
  });

  it('changes the colours', async () => {
    const defaultPage = await (await newVisitor(browser())).newPage();
    await defaultPage.goto('/login');
    await expect.poll(() => brandingOf(defaultPage)).toEqual(defaultBranding);
    const defaultHeader = await defaultPage.evaluate(
      () => getComputedStyle(document.querySelector('header') as Element).backgroundColor,
    );

    const cxPage = await (await newVisitor(browser())).newPage();
    await cxPage.goto('/cx-entry');
    await expect.poll(() => brandingOf(cxPage)).toEqual(cxBranding);
    const cxHeader = await cxPage.evaluate(
      () => getComputedStyle(document.querySelector('header') as Element).backgroundColor,
    );

    expect(cxHeader).not.toBe(defaultHeader);
  });
});
