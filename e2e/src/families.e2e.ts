import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';

/** The URL's path once the page has gone to one matching `pattern`. */
const pathOnceAt = async (page: Page, pattern: RegExp) => {
  await page.waitForURL((url) => pattern.test(url.pathname));
  return new URL(page.url()).pathname;
};

/** Age in whole years today, as the family page counts it. */
const ageToday = (dateOfBirth: string) => {
  const today = new Date();
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
};

describe('a member and their family', () => {
  const browser = useBrowser();

  it('R-FAMILY-002 R-ROUTE-021 the member’s family shows each member once with role and age, and the address they share once', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'member');
    const page = await context.newPage();
    await page.goto('/my-family');
    const familyPath = await pathOnceAt(page, /^\/families\/\d+$/);
    const family = await (
      await context.request.get(`/api${familyPath}?with_member_current_addresses=true`)
    ).json();
    await page.getByRole('heading', { level: 1, name: family.name }).waitFor();
    const members = page.getByRole('region', { name: 'Members' });
    const rows = members.getByRole('listitem');
    await rows.first().waitFor();

    // The demo's Whitfields: Daniel and Zoë, then Ella and Sam, each in one row.
    const names = await rows.getByRole('button').allTextContents();
    expect(names.map((name) => name.replace(/^(Mr|Mrs|Ms|Miss|Dr) /, ''))).toEqual([
      'Daniel Whitfield',
      'Zoë Whitfield',
      'Ella Whitfield',
      'Samuel Whitfield',
    ]);
    const bornOn = new Map<string, string>(
      family.members.map((member: { firstName: string; dateOfBirth: string }) => [
        member.firstName,
        member.dateOfBirth,
      ]),
    );
    for (const [index, [firstName, role]] of [
      ['Daniel', 'Spouse'],
      ['Zoë', 'Spouse'],
      ['Ella', 'Child'],
      ['Samuel', 'Child'],
    ].entries()) {
      const age = ageToday(bornOn.get(firstName as string) ?? '');
      await rows.nth(index).getByText(`${role} · Age ${age}`, { exact: true }).waitFor();
    }
    // They live together: the address is said once, for the family, not once a member.
    const lineOne: string = family.members[0].currentAddress.line_one;
    expect(await members.getByText(lineOne, { exact: false }).count()).toBe(1);
    expect(await members.getByText(/^Family address: /).textContent()).toContain(lineOne);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('office staff and families', () => {
  const browser = useBrowser();

  it('create a family through its form, add a member found by name, see the family with the member’s address and open the member’s pop-up, free of axe violations', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'office');
    const page = await context.newPage();
    await page.goto('/families/create');
    await page.getByRole('heading', { level: 1, name: 'Create a family' }).waitFor();
    const name = page.getByRole('textbox', { name: /Family name/ });
    await name.waitFor();
    await expectNoAxeViolations(page);

    // The first answer creates the family in the office's organisation (POST api/families, bare answers).
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/families',
    );
    const familyName = `Journey family ${Date.now() % 100000}`;
    await name.fill(familyName);
    await page.keyboard.press('Tab');
    expect((await created).status()).toBe(201);

    // Members are found by name among the organisation's people in no family yet; the one picked joins (PUT).
    const free = await (
      await context.request.get('/api/person-profiles?organisation=1&has_family=false&per_page=1')
    ).json();
    const { id: memberId, firstName, lastName } = free.data[0];
    const memberName = `${firstName} ${lastName}`;
    const lookup = page.getByRole('combobox', { name: /Members/ });
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/person-profiles' &&
        new URL(response.url()).searchParams.get('search') === memberName,
    );
    await lookup.fill(memberName);
    expect((await searched).status()).toBe(200);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/api\/families\/\d+$/.test(response.url()),
    );
    await page.getByRole('option', { name: memberName }).first().click();
    expect((await saved).status()).toBeLessThan(300);
    await page.keyboard.press('Escape');
    await page
      .getByRole('grid', { name: 'Members: chosen' })
      .getByRole('row', { name: memberName })
      .waitFor();

    await page.getByRole('button', { name: 'Go to family' }).click();
    const createdPath = await pathOnceAt(page, /^\/families\/\d+\/created$/);
    await page.getByText(`${familyName} has been created with 1 member.`).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View family' }).click();
    expect(await pathOnceAt(page, /^\/families\/\d+$/)).toBe(createdPath.replace(/\/created$/, ''));
    await page.getByRole('heading', { level: 1, name: familyName }).waitFor();
    const members = page.getByRole('region', { name: 'Members' });
    const member = members.getByRole('button', { name: new RegExp(memberName) });
    await member.waitFor();
    // Shown with their current address (api/families/{id}?with_member_current_addresses=true).
    const { currentAddress } = await (await context.request.get(`/api/person-profiles/${memberId}`)).json();
    await members
      .getByRole('listitem')
      .filter({ hasText: memberName })
      .getByText(currentAddress?.line_one ?? 'No current address', { exact: false })
      .waitFor();
    await expectNoAxeViolations(page);

    // The member's name opens the person pop-up by keyboard: the profile, then the rest.
    await member.focus();
    await page.keyboard.press('Enter');
    const popUp = page.getByRole('dialog');
    await popUp.getByRole('heading', { level: 2 }).waitFor();
    await popUp.getByRole('link', { name: familyName }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => popUp.count()).toBe(0);
  });
});
