import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

describe('the My AIM onboarding of a newcomer', () => {
  const browser = useBrowser();

  it('shows the guide on the dashboard and moves on as the newcomer follows it', async () => {
    const context = await newVisitor(browser(), { width: 1280, height: 800 });
    try {
      await signInAs(context, 'newcomer');
      expect((await (await context.request.get('/api/users/me')).json()).requires_onboarding).toBe(true);
      const page = await context.newPage();
      await page.goto('/');
      const guide = page.getByRole('heading', { name: 'Getting started with My AIM' });
      await guide.waitFor();
      await expect.poll(() => page.getByText(/^1 of \d steps done$/).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Go to your profile' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/person-profiles/'));
      // The profile step completes once its edit is left: seeing the profile alone does not finish it.
      await guide.waitFor();
      await expect.poll(() => page.getByText(/^1 of \d steps done$/).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Edit profile' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/edit'));
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/my-aim');
      await expect.poll(() => page.getByText(/^2 of \d steps done$/).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
