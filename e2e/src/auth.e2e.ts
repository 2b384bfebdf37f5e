import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { linkIn, nextMailTo, printedMails } from './mail-log.ts';
import { expectScreenshot } from './screenshots.ts';
import { demoAccounts, demoPassword, signInAs } from './sign-in.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

/**
 * Presses Tab until the field named `target` (or the link or button reading `target`) has focus, as a
 * keyboard user walks the page from the top.
 */
const tabTo = async (page: Page, target: string) => {
  await appRendered(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate((wanted) => {
      const focused = document.activeElement;
      return focused?.getAttribute('name') === wanted || focused?.textContent?.trim() === wanted;
    }, target);
    if (reached) return;
  }
  throw new Error(`Tab never reached "${target}"`);
};

/** Fills the sign-in form by keyboard alone and sends it with Enter. */
const signInByKeyboard = async (page: Page, email: string, password: string) => {
  await tabTo(page, 'email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
};

/** Types a new password twice by keyboard alone and sends it with Enter. */
const chooseNewPasswordByKeyboard = async (page: Page, password: string) => {
  await tabTo(page, 'password');
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Asks for a reset link for `email` through the forgot-password screen, by keyboard, and answers the
 * link the server printed.
 */
const resetLinkFor = async (page: Page, email: string) => {
  const alreadySent = printedMails().filter((mail) => mail.to === email).length;
  await page.goto('/forgot-password');
  await tabTo(page, 'email');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `If an account uses ${email}` })
    .waitFor();
  return linkIn(await nextMailTo(email, alreadySent), '/reset-password');
};

describe('the sign-in screens against the real server', () => {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  const visitor = async (viewport = desktop) => {
    const context = await newVisitor(browser(), viewport);
    contexts.push(context);
    return context.newPage();
  };
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('R-ROUTE-012 a visitor asking for a page signs in as the member by keyboard and lands on that page', async () => {
    const page = await visitor();
    await page.goto('/my-aim');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-aim');

    await signInByKeyboard(page, demoAccounts.member, demoPassword);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/my-aim');
    // Signed in for real: the server knows the session the form started.
    expect((await page.request.get('/api/users/me')).status()).toBe(200);
  });

  it('R-SHELL-018 R-SHELL-020 the sign-in page offers the interface language: a press changes the texts at once, and it is remembered', async () => {
    const page = await visitor();
    await page.goto('/login');
    await expect.poll(() => heading(page).textContent()).toBe('Sign in');
    const english = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' });
    expect(await english.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Iniciar sesión');
    const spanish = page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' });
    expect(await spanish.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('mobilise.language'))).toBe('es');
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Iniciar sesión');
    await expectNoAxeViolations(page);
  });

  it('A2 a wrong password leads to the sign-in failed page with the typed e-mail kept', async () => {
    const page = await visitor();
    await page.goto('/login');
    await signInByKeyboard(page, demoAccounts.member, 'not the demo password');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login/failed');
    await expect.poll(() => heading(page).textContent()).toBe('Sign-in failed');
    expect(await page.getByRole('textbox', { name: /E-mail address/ }).inputValue()).toBe(
      demoAccounts.member,
    );
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
    await expectNoAxeViolations(page);
  });

  describe('forgot password through to a new password, with the link the server printed', () => {
    // No journey of another file needs the applicant to sign in through the form, and the password is
    // set back to the demo one at the end, so files that sign in as the applicant afterwards still can.
    const email = demoAccounts.applicant;
    const newPassword = 'a brand new passphrase for e2e';
    let usedLink = '';

    afterAll(async () => {
      const page = await visitor();
      await page.goto(await resetLinkFor(page, email));
      await chooseNewPasswordByKeyboard(page, demoPassword);
      await page.waitForURL((url) => url.pathname === '/login');
      await signInAs(page.context(), 'applicant');
    });

    it('A5 the reset link of the printed mail sets a new password, with which the applicant signs in', async () => {
      const page = await visitor();
      await page.goto('/login');
      await tabTo(page, 'Forgot your password?');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/forgot-password');
      await expectNoAxeViolations(page);

      usedLink = await resetLinkFor(page, email);
      await expectNoAxeViolations(page);

      await page.goto(usedLink);
      await expect.poll(() => heading(page).textContent()).toBe('Choose a new password');
      await chooseNewPasswordByKeyboard(page, newPassword);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await expect
        .poll(() => page.getByText('Your new password is set. Sign in with it.').isVisible())
        .toBe(true);

      await signInByKeyboard(page, email, newPassword);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toMatch(/^\/login/);
      expect((await page.request.get('/api/users/me')).status()).toBe(200);
    });

    it('A6 A7 the same reset link used a second time lands on the expired page, and the password stays', async () => {
      const page = await visitor();
      await page.goto(usedLink);
      await chooseNewPasswordByKeyboard(page, 'yet another passphrase');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/reset-password/expired');
      await expect.poll(() => heading(page).textContent()).toBe('This link no longer works');
      await expectNoAxeViolations(page);
    });
  });

  it('A6 an invitation link the server does not know (unknown, used or expired alike) lands on the expired page', async () => {
    const page = await visitor();
    await page.goto('/register?token=no-such-invitation-token');
    await chooseNewPasswordByKeyboard(page, 'a brand new passphrase');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/register/expired');
    await expect.poll(() => heading(page).textContent()).toBe('This invitation link no longer works');
    await expectNoAxeViolations(page);
  });

  const screens = [
    { name: 'login', path: '/login', title: 'Sign in' },
    { name: 'login-failed', path: '/login/failed', title: 'Sign-in failed' },
    { name: 'forgot-password', path: '/forgot-password', title: 'Forgot your password?' },
    { name: 'forgot-password-failed', path: '/forgot-password/failed', title: 'The link could not be sent' },
    { name: 'register', path: '/register?token=some-invitation', title: 'Choose your password' },
    { name: 'register-expired', path: '/register/expired', title: 'This invitation link no longer works' },
    { name: 'reset-password', path: '/reset-password?token=some-reset-link', title: 'Choose a new password' },
    { name: 'reset-password-expired', path: '/reset-password/expired', title: 'This link no longer works' },
  ];
  describe.each([
    { width: 'desktop', viewport: desktop },
    { width: 'phone', viewport: phone },
  ])('on a $width window', ({ viewport }) => {
    it.each(screens)(
      'R-ROUTE-012 $path opens without a session, passes axe and looks as before',
      async ({ name, path, title }) => {
        const page = await visitor(viewport);
        await page.goto(path);
        await expect.poll(() => heading(page).textContent()).toBe(title);
        await expectNoAxeViolations(page);
        await expectScreenshot(page, `auth-${name}-${viewport.width}`);
      },
    );
  });
});
