import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newVisitor, useBrowser } from './browser.ts';
import { linkIn, nextMailTo } from './mail-log.ts';
import { signInAs } from './sign-in.ts';

/** A surname no other run of the journey has used: letters only, as a name is typed. */
const uniqueSurname = () =>
  `Journeyman${[...Date.now().toString(36).slice(-5)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('')}`;

/** Waits for the answer to a save of the person-profile form and returns its status. */
const savedWith = (page: Page, method: 'POST' | 'PUT', path: RegExp) =>
  page
    .waitForResponse(
      (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
    )
    .then((response) => response.status());

/** As much of a form template as the journey reads: each question's field and answers. */
interface FormTemplate {
  pages: {
    sections: {
      nodes: {
        question?: { input: { fieldName: string; hasMultipleAnswers: boolean }; answers: unknown[] };
      }[];
    }[];
  }[];
}

/** Each question of a form template with the answer it shows: its one answer, or its list. */
const shownAnswers = (template: FormTemplate): [string, unknown][] =>
  template.pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.nodes.flatMap(({ question }) =>
        question
          ? [
              [
                question.input.fieldName,
                question.input.hasMultipleAnswers ? question.answers : (question.answers[0] ?? null),
              ] as [string, unknown],
            ]
          : [],
      ),
    ),
  );

/** The header a write through the context's API requests needs, echoing its XSRF-TOKEN cookie. */
const xsrfHeader = async (context: BrowserContext) => {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
};

describe('office staff create a person', () => {
  const browser = useBrowser();

  it('R-ROUTE-022 R-FORM-007 through the multi-page form (autosave, the names required, the address taking the new person so that a reload resumes them, untouched defaults stored as shown, Finish), then find them through the header search and the directory and open their pop-up from their name there, free of axe violations', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'office');
    const page = await context.newPage();
    const surname = uniqueSurname();
    const fullName = `Abena ${surname}`;

    // What the blank form shows, answers included, is what the page loads.
    const blankForm = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/person-profiles/form',
    );
    await page.goto('/orgs/1/dashboard');
    await page.getByRole('link', { name: 'Create a person' }).click();
    await page.waitForURL('**/orgs/1/person-profiles/create');
    await page.getByRole('heading', { level: 1, name: 'Create a person' }).waitFor();
    const shown = (await (await blankForm).json()) as FormTemplate;
    const firstName = page.getByRole('textbox', { name: /First name/ });
    const lastName = page.getByRole('textbox', { name: /Last name/ });
    await firstName.waitFor();
    // The names are marked required, as on the person's own form.
    for (const name of [firstName, lastName]) {
      const required = (input: Element) =>
        (input as HTMLInputElement).required || input.getAttribute('aria-required') === 'true';
      expect(await name.evaluate(required)).toBe(true);
    }
    await expectNoAxeViolations(page);

    // The first answer creates the person in the URL's organisation, and the address takes them over.
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/person-profiles',
    );
    await firstName.fill('Abena');
    await page.keyboard.press('Tab');
    expect((await created).status()).toBe(201);
    const personId = ((await (await created).json()) as { id: number }).id;
    await page.waitForURL(
      (url) => url.pathname === '/orgs/1/person-profiles/create' && url.search === `?id=${personId}`,
    );

    // Leaving the first page without a last name warns; Close leads back to give it.
    await page.getByText('Saved', { exact: true }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    const warning = page.getByRole('alertdialog');
    await warning.getByText('Required fields missing').waitFor();
    await warning.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await warning.getByRole('listitem').allTextContents()).toEqual(['Last name']);
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => warning.count()).toBe(0);

    // A reload resumes the same person with their answers; the next answer saves to them, no new one.
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/person-profiles')
        creates.push(request.url());
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Create a person' }).waitFor();
    await expect.poll(() => firstName.inputValue()).toBe('Abena');
    expect(await lastName.inputValue()).toBe('');
    const lastNameSaved = savedWith(page, 'PUT', new RegExp(`^/api/person-profiles/${personId}$`));
    await lastName.fill(surname);
    await page.keyboard.press('Tab');
    expect(await lastNameSaved).toBe(200);
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(creates).toEqual([]);
    expect(new URL(page.url()).search).toBe(`?id=${personId}`);

    // The stepper names the form's four pages and marks where the person is.
    const steps = page.getByRole('list', { name: 'Steps' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      '1Personal details',
      '2Contact',
      '3Mobilisation',
      '4Family and needs',
    ]);
    const currentStep = steps.locator('[aria-current="step"]');
    await continueButton.click();
    await currentStep.filter({ hasText: 'Contact' }).waitFor();
    // Focus goes on from the new page's first field, not from the Continue button of the page left.
    const firstContactField = page.getByRole('textbox', { name: /Positional e-mail/ });
    await expect
      .poll(() => firstContactField.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await continueButton.click();
    await currentStep.filter({ hasText: 'Mobilisation' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#page=3');
    // The member status a new person is stored with shows, untouched.
    expect(await page.getByRole('button', { name: /Member status/ }).textContent()).toContain('Active');
    await continueButton.click();
    await currentStep.filter({ hasText: 'Family and needs' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Requires an education plan' }).isChecked()).toBe(true);
    expect(await continueButton.count()).toBe(0);
    await expectNoAxeViolations(page);

    // Finish leads to the created person's page.
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL((url) => url.pathname === `/person-profiles/${personId}/created`);
    await page.getByText(`${fullName} has been created.`).waitFor();
    await expectNoAxeViolations(page);
    const person = await (await context.request.get(`/api/person-profiles/${personId}`)).json();
    expect([person.firstName, person.lastName]).toEqual(['Abena', surname]);
    expect(person.mobilisedByOrganisationIds).toEqual([1]);
    // Every answer left untouched is stored as the blank form showed it.
    const untouched = shownAnswers(shown).filter(
      ([fieldName]) => !['firstName', 'lastName', 'organisationId'].includes(fieldName),
    );
    expect(untouched.map(([fieldName]) => fieldName)).toContain('requiresEducationPlan');
    for (const [fieldName, answer] of untouched) expect(person[fieldName] ?? null, fieldName).toEqual(answer);

    // The header's search finds them among the people; Show more opens the directory with the query.
    await page.getByRole('link', { name: 'View profile' }).click();
    await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
    const searchBox = page.getByRole('combobox', { name: 'Search' });
    await searchBox.click();
    await page.keyboard.type(surname.toLowerCase());
    const people = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'People' });
    const found = people.getByRole('option', { name: new RegExp(fullName) });
    await found.waitFor();
    expect(await found.getAttribute('href')).toBe(`/person-profiles/${personId}`);
    await expectNoAxeViolations(page);
    await people.getByRole('option', { name: 'Show more' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/orgs/1/members-directory' &&
        url.searchParams.get('search') === surname.toLowerCase(),
    );
    // Their name in the directory opens their pop-up, which leads on to the whole profile.
    const name = page.getByRole('list', { name: 'Members' }).getByRole('button', { name: fullName });
    await name.waitFor();
    await expectNoAxeViolations(page);
    await name.click();
    const popUp = page.getByRole('dialog', { name: fullName });
    await popUp.getByRole('heading', { level: 2, name: new RegExp(surname) }).waitFor();
    expect(await popUp.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      `/person-profiles/${personId}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => popUp.count()).toBe(0);
  });

  it('office staff send a new person the invite; its link opens /register for their address, and the person chooses a password and is signed in, linked to their profile', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'office');
    const surname = uniqueSurname();
    const email = `${surname.toLowerCase()}@example.org`;
    const created = await context.request.post('/api/person-profiles?organisation=1', {
      headers: await xsrfHeader(context),
      data: { answers: { firstName: 'Kwesi', lastName: surname, aimPersonalEmail: email } },
    });
    expect(created.status()).toBe(201);
    const { id: personId } = (await created.json()) as { id: number };

    const page = await context.newPage();
    await page.goto(`/person-profiles/${personId}/created`);
    await page.getByText(`Kwesi ${surname} has been created.`).waitFor();
    const sent = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/person-profiles/${personId}/invite`,
    );
    await page.getByRole('button', { name: 'Send invite' }).click();
    expect((await sent).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: /Invite sent \d/ })
      .waitFor();
    await page.getByRole('button', { name: 'Send the invite again' }).waitFor();
    await expectNoAxeViolations(page);
    const person = await (await context.request.get(`/api/person-profiles/${personId}`)).json();
    expect(person.invitedOn).not.toBeNull();

    const invitee = await (await newVisitor(browser())).newPage();
    await invitee.goto(linkIn(await nextMailTo(email, 0), '/register'));
    await invitee.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await invitee.locator('input[name="password"]').fill('a passphrase of my own');
    await invitee.locator('input[name="confirmation"]').fill('a passphrase of my own');
    await invitee.getByRole('button', { name: 'Save password and sign in' }).click();
    await invitee.waitForURL((url) => url.pathname !== '/register');
    const me = await (await invitee.context().request.get('/api/users/me')).json();
    expect([me.person_profile_id, me.last_name]).toEqual([personId, surname]);
    const registered = await (await context.request.get(`/api/person-profiles/${personId}`)).json();
    expect(registered.userId).toBe(me.id);
  });

  it('Z5 office staff of another organisation reach no create form of office@’s organisation, and an organisation in the query or the answers does not create a person there', async () => {
    const context = await newVisitor(browser());
    await signInAs(context, 'officeAfrica');
    const me = await (await context.request.get('/api/users/me')).json();
    const own = me.is_office_staff_for[0] as number;
    expect(own).not.toBe(1);
    const page = await context.newPage();
    await page.goto('/orgs/1/person-profiles/create');
    await page.waitForURL((url) => !url.pathname.startsWith('/orgs/1/'));

    const surname = uniqueSurname();
    const headers = await xsrfHeader(context);
    const refused = [
      await context.request.post('/api/person-profiles?organisation=1', {
        headers,
        data: { answers: { lastName: surname } },
      }),
      await context.request.post(`/api/person-profiles?organisation=${own}`, {
        headers,
        data: { answers: { lastName: surname, organisationId: 1 } },
      }),
    ];
    // Out of scope in the query: not found; in the answers: not one of the organisations offered, a 422.
    expect(refused.map((response) => response.status())).toEqual([404, 422]);
    expect(await refused[1]?.text()).toContain('organisationId');

    const office = await newVisitor(browser());
    await signInAs(office, 'office');
    const search = await office.request.get(`/api/person-profiles?organisation=1&search=${surname}`);
    expect((await search.json()).total).toBe(0);
  });
});
