import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

/** Resolves with the answer to the next `method` call of the addresses API, once it has come. */
const addressSave = (page: Page, method: 'POST' | 'PATCH') =>
  page.waitForResponse(
    (response) => response.request().method() === method && /\/api\/addresses/.test(response.url()),
  );

describe('office staff and a person’s addresses', () => {
  const browser = useBrowser();

  it('R-CALL-042 add an address to one of their people and edit it in the address form, saved as it is typed', async () => {
    const memberContext = await newVisitor(browser());
    await signInAs(memberContext, 'member');
    const memberId = (await (await memberContext.request.get('/api/users/me')).json()).person_profile_id;

    const context = await newVisitor(browser());
    await signInAs(context, 'office');
    const page = await context.newPage();
    await page.goto(`/person-profiles/${memberId}`);
    const card = page.getByRole('region', { name: 'Addresses' });
    await card.getByRole('button', { name: 'Add address' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByRole('button', { name: /Address type/ }).click();
    await page.getByRole('option', { name: 'Permanent' }).click();
    await dialog.getByRole('textbox', { name: /Address line 1/ }).fill('7 Harbour View');
    await dialog.getByRole('textbox', { name: /Town or city/ }).fill('Mombasa');
    await dialog.getByRole('textbox', { name: /Post code/ }).fill('80100');
    // The address is valid, so saved, once the country is chosen.
    const created = addressSave(page, 'POST');
    await dialog.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('searchbox').fill('Kenya');
    await page.getByRole('option', { name: 'Kenya' }).click();
    expect((await created).status()).toBe(201);
    await expectNoAxeViolations(page);
    const current = addressSave(page, 'PATCH');
    // By keyboard: react-aria keeps the checkbox input itself visually hidden under its box.
    await dialog.getByRole('checkbox', { name: /This is the current address/ }).focus();
    await page.keyboard.press('Space');
    expect((await current).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Listed, and shown as the current address too.
    await expect.poll(() => card.getByText('7 Harbour View, Mombasa, 80100, Kenya').count()).toBe(2);

    // The demo person may have a Permanent address already: the one added is found by its text.
    await card
      .locator('dd', { hasText: '7 Harbour View' })
      .getByRole('button', { name: 'Edit the Permanent address' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit the address' });
    const city = edit.getByRole('textbox', { name: /Town or city/ });
    await expect.poll(() => city.inputValue()).toBe('Mombasa');
    const changed = addressSave(page, 'PATCH');
    await city.fill('Malindi');
    await city.press('Tab');
    expect((await changed).status()).toBe(200);
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => card.getByText('7 Harbour View, Malindi, 80100, Kenya').count()).toBe(2);
  });
});
