import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { answerTo, chooseFile, pdf, signedInPage, uniqueLetters, xsrfHeader } from './journey-helpers.ts';
import { linkIn, nextMailTo } from './mail-log.ts';

/** The answer to the next autosave of a task's form. */
const formSaved = (page: Page) => answerTo(page, 'PATCH', /^\/api\/task-instances\/\d+\/form$/);

/** The stage card of the application's workflow whose heading names `stage`. */
const stageCard = (page: Page, stage: string) =>
  page
    .getByRole('list', { name: 'Stages of the workflow' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Stage \\d+: ${stage}$`) }) });

/** Opens a task of the application by its title and answers its dialog. */
const openTask = async (page: Page, title: string) => {
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => /^\/applications\/\d+\/tasks\/\d+\/instances\/\d+$/.test(url.pathname));
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
};

/**
 * Presses the dialog's `button` (Mark as done, Record the decision) and answers the transition it sends. The
 * dialog is centred, so its footer moves when its content changes as the task is read again after a save:
 * a press landing just then misses, and is made again.
 */
const pressForTransition = async (page: Page, dialog: Locator, button: string): Promise<Response> => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const sent = page
      .waitForRequest(
        (request) =>
          request.method() === 'POST' &&
          /^\/api\/task-instances\/\d+\/transitions$/.test(new URL(request.url()).pathname),
        { timeout: 10_000 },
      )
      .catch(() => null);
    await dialog.getByRole('button', { name: button }).click();
    const response = await (await sent)?.response();
    if (response) return response;
  }
  throw new Error(`${button} sent nothing`);
};

/** Records a DECISION task's approval with a note, and waits until the dialog has closed on it. */
const approve = async (page: Page, title: string, note: string) => {
  const dialog = await openTask(page, title);
  await dialog.getByRole('radio', { name: 'Approve' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('textbox', { name: /^Note/ }).fill(note);
  expect((await pressForTransition(page, dialog, 'Record the decision')).status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
};

// A step of this journey fills a whole form field by field, each answer saved on the server as it is typed:
// on a loaded host that can take longer than a minute, so each step has two.
describe('issue 29: an application, from a suggested workflow to the appointment', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const run = uniqueLetters();
  const templateName = `Teachers ${run}`;
  const title = `Teacher, Nairobi ${run}`;
  const surname = `Applicant${run}`;
  const fullName = `Amara ${surname}`;
  const email = `applicant.${run}@example.org`;
  /** What each step leaves for the next ones. */
  const journey: { office?: Page; applicant?: Page; personId?: number; applicationPath?: string } = {};
  const needed = <Key extends keyof typeof journey>(key: Key): NonNullable<(typeof journey)[Key]> => {
    const value = journey[key];
    if (value === undefined) throw new Error(`An earlier step did not leave ${key}`);
    return value as NonNullable<(typeof journey)[Key]>;
  };

  it('office staff create a workflow template from the suggested "Application process", under their own name', async () => {
    const page = await signedInPage(browser(), 'office');
    journey.office = page;
    await page.goto('/orgs/1/settings/workflow-templates');
    await page.getByRole('heading', { level: 1, name: 'Workflow templates' }).waitFor();
    await appRendered(page);
    await page.getByRole('button', { name: 'Create from a suggestion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a workflow template' });
    await dialog.getByRole('button', { name: /Suggested template/ }).click();
    await page.getByRole('option', { name: 'Application process' }).click();
    await dialog.getByText('Copies 2 stages and 5 tasks.').waitFor();
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await expect.poll(() => name.inputValue()).toBe('Application process');
    await name.fill(templateName);
    await dialog.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL((url) => /^\/workflow-templates\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: templateName }).waitFor();
    // Every task was copied from the suggestion, and says so.
    for (const task of [
      'Application form',
      'Passport copy',
      'References',
      'Interview',
      'Approval to appoint',
    ]) {
      await page.getByRole('link', { name: task, exact: true }).waitFor();
    }
    await expect.poll(() => page.getByText('From a suggestion', { exact: true }).count()).toBe(5);
  });

  it('office staff create the applicant and send them the invite from their page', async () => {
    const page = needed('office');
    const context = page.context();
    const created = await context.request.post('/api/person-profiles?organisation=1', {
      headers: await xsrfHeader(context),
      data: { answers: { firstName: 'Amara', lastName: surname, aimPersonalEmail: email } },
    });
    expect(created.status()).toBe(201);
    const { id: personId } = (await created.json()) as { id: number };
    journey.personId = personId;

    await page.goto(`/person-profiles/${personId}/created`);
    await page.getByText(`${fullName} has been created.`).waitFor();
    await appRendered(page);
    const sent = answerTo(page, 'POST', new RegExp(`^/api/person-profiles/${personId}/invite$`));
    await page.getByRole('button', { name: 'Send invite' }).click();
    expect((await sent).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: /Invite sent \d/ })
      .waitFor();
  });

  it('R-ROUTE-013 office staff create the application on the new template with the new person as applicant, and its page opens', async () => {
    const page = needed('office');
    await page.goto('/orgs/1/applications/create');
    await page.getByRole('heading', { level: 1, name: 'Create an application' }).waitFor();
    await appRendered(page);
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('radio', { name: 'Short term' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Short term' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: /Workflow template/ }).click();
    await page.getByRole('option', { name: templateName }).click();
    const applicants = page.getByRole('combobox', { name: /Applicants/ });
    await applicants.fill(surname);
    await page.getByRole('option', { name: new RegExp(fullName) }).click();
    await page.keyboard.press('Escape');
    const created = answerTo(page, 'POST', /^\/api\/organisations\/1\/applications$/);
    await page.getByRole('button', { name: 'Create application' }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL((url) => /^\/applications\/\d+$/.test(url.pathname));
    journey.applicationPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Short term application').waitFor();
    await stageCard(page, 'Application').getByText('Current stage').waitFor();
    await stageCard(page, 'Decision').getByText('Not started').waitFor();
    await page.getByRole('link', { name: fullName }).waitFor();
  });

  it('R-ROUTE-014 the applicant registers from the invite and opens the application from My AIM, which says what waits on them', async () => {
    const applicationPath = needed('applicationPath');
    const page = await (await newVisitor(browser())).newPage();
    journey.applicant = page;
    await page.goto(linkIn(await nextMailTo(email, 0), '/register'));
    await page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await page.locator('input[name="password"]').fill('a calling of my own');
    await page.locator('input[name="confirmation"]').fill('a calling of my own');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/register');

    // My AIM lists the application, and leads to it.
    await page.goto('/my-aim');
    const entry = page.getByRole('link', { name: title, exact: true });
    await entry.waitFor();
    await appRendered(page);
    await entry.click();
    await page.waitForURL((url) => url.pathname === applicationPath);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Waiting on you: 3 tasks to do in the stage Application.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('the applicant fills the application form, saved as it is typed and kept over a reload; marking it done checks its required answers', async () => {
    const page = needed('applicant');
    const applicationPath = needed('applicationPath');
    const dialog = await openTask(page, 'Application form');
    const taskPath = new URL(page.url()).pathname;
    const motivation = dialog.getByRole('textbox', { name: /Why do you want to serve with us\?/ });
    let saved = formSaved(page);
    await motivation.fill('To teach children who would otherwise go without.');
    await page.keyboard.press('Tab');
    expect((await saved).status()).toBe(200);
    await dialog.getByText('Saved', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.reload();
    expect(new URL(page.url()).pathname).toBe(taskPath);
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /Why do you want to serve with us\?/ }).inputValue())
      .toBe('To teach children who would otherwise go without.');
    await appRendered(page);
    saved = formSaved(page);
    await dialog
      .getByRole('textbox', { name: /Relevant experience/ })
      .fill('Four years in a primary school.');
    await page.keyboard.press('Tab');
    expect((await saved).status()).toBe(200);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    const availableFrom = dialog.getByRole('group', { name: /Available from/ });
    await availableFrom.waitFor();
    saved = formSaved(page);
    await availableFrom.getByRole('spinbutton').first().click();
    await page.keyboard.type('01092027');
    await page.keyboard.press('Tab');
    expect((await saved).status()).toBe(200);
    saved = formSaved(page);
    await dialog.getByRole('radio', { name: 'Full term' }).focus();
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    saved = formSaved(page);
    await dialog.getByRole('button', { name: /Language 1/ }).click();
    // The long list starts with a search box, and shows only the options in view.
    await page.getByRole('searchbox').fill('English');
    await page.getByRole('option', { name: 'English', exact: true }).click();
    await dialog.getByRole('button', { name: /Proficiency 1/ }).click();
    await page.getByRole('option', { name: 'Native or bilingual' }).click();
    expect((await saved).status()).toBe(200);

    // Support needs ticked, their description is required: marking done before it is refused.
    saved = formSaved(page);
    await dialog.getByRole('checkbox', { name: /health or support needs/ }).focus();
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    const supportNeeds = dialog.getByRole('textbox', { name: /Your health or support needs/ });
    await supportNeeds.waitFor();
    await dialog.getByText('Saved', { exact: true }).waitFor();
    expect((await pressForTransition(page, dialog, 'Mark as done')).status()).toBe(422);
    await dialog.getByText('Some required answers are still missing', { exact: false }).waitFor();
    saved = formSaved(page);
    await supportNeeds.fill('A gluten-free diet.');
    await page.keyboard.press('Tab');
    expect((await saved).status()).toBe(200);
    await dialog.getByText('Saved', { exact: true }).waitFor();
    expect((await pressForTransition(page, dialog, 'Mark as done')).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === applicationPath);
  });

  it('the applicant names two referees, saved as they are typed, and marks the references done', async () => {
    const page = needed('applicant');
    const dialog = await openTask(page, 'References');
    for (const [section, name, relationship, address] of [
      ['First referee', 'Grace Otieno', 'Pastor', 'grace.otieno@example.org'],
      ['Second referee', 'Daniel Mwangi', 'Employer', 'daniel.mwangi@example.org'],
    ] as const) {
      const referee = dialog.getByRole('region', { name: section });
      let saved = formSaved(page);
      await referee.getByRole('textbox', { name: /^Name/ }).fill(name);
      await page.keyboard.press('Tab');
      expect((await saved).status()).toBe(200);
      saved = formSaved(page);
      await referee.getByRole('button', { name: /Relationship to you/ }).click();
      await page.getByRole('option', { name: relationship, exact: true }).click();
      expect((await saved).status()).toBe(200);
      saved = formSaved(page);
      await referee.getByRole('textbox', { name: /^E-mail/ }).fill(address);
      await page.keyboard.press('Tab');
      expect((await saved).status()).toBe(200);
    }
    await dialog.getByText('Saved', { exact: true }).waitFor();
    expect((await pressForTransition(page, dialog, 'Mark as done')).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
  });

  it('the applicant attaches their passport copy and marks it done; the stage Application completes and Decision starts', async () => {
    const page = needed('applicant');
    const dialog = await openTask(page, 'Passport copy');
    await chooseFile(page, dialog, { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog
      .getByRole('list', { name: 'Files attached to this task' })
      .getByRole('link', { name: /^passport/ })
      .waitFor();
    expect((await pressForTransition(page, dialog, 'Mark as done')).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    await stageCard(page, 'Application').getByText('Completed', { exact: true }).waitFor();
    await stageCard(page, 'Decision').getByText('Current stage').waitFor();
    await page
      .getByText('Waiting on the organisation: nothing is for you to do in the stage Decision now.')
      .waitFor();
  });

  it('office staff record the Interview decision, approved with a note', async () => {
    const page = needed('office');
    await page.goto(needed('applicationPath'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await appRendered(page);
    await approve(page, 'Interview', 'A clear calling; strong classroom experience.');
    const decision = stageCard(page, 'Decision');
    await expect.poll(() => decision.getByText('Approved', { exact: true }).count()).toBe(1);
  });

  it('R-ROLE-018 leadership see the application but have no Appoint button, and appointing through the API is refused with a 403', async () => {
    const page = await signedInPage(browser(), 'leadership');
    await page.goto(needed('applicationPath'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await appRendered(page);
    await stageCard(page, 'Decision').getByText('Current stage').waitFor();
    await page.getByRole('button', { name: 'Put on hold' }).waitFor();
    expect(await page.getByRole('button', { name: 'Appoint', exact: true }).count()).toBe(0);

    const context = page.context();
    const { id, version } = await (
      await context.request.get(`/api/applications?public_id=${needed('applicationPath').split('/')[2]}`)
    )
      .json()
      .then(async ({ data }) => (await context.request.get(`/api/applications/${data[0].id}`)).json());
    const appointed = await context.request.post(`/api/applications/${id}/appointment`, {
      headers: await xsrfHeader(context),
      data: {
        appointee_id: needed('personId'),
        term_type: 'SHORT_TERM',
        appointment_date: new Date().toISOString().slice(0, 10),
        version,
      },
    });
    expect(appointed.status()).toBe(403);
  });

  it('senior leadership approve the appointment and appoint the applicant; the application shows Appointed', async () => {
    const page = await signedInPage(browser(), 'seniorLeadership');
    await page.goto(needed('applicationPath'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await appRendered(page);
    await approve(page, 'Approval to appoint', 'Approved at the leadership meeting.');
    await stageCard(page, 'Decision').getByText('Completed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Appoint', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Appoint an applicant' });
    await expect
      .poll(() => dialog.getByRole('button', { name: /Appointee/ }).textContent())
      .toContain(fullName);
    const appointed = answerTo(page, 'POST', /^\/api\/applications\/\d+\/appointment$/);
    await dialog.getByRole('button', { name: 'Appoint', exact: true }).click();
    expect((await appointed).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    // The status shows in the page's header: the only text that reads just "Appointed".
    await page.getByText('Appointed', { exact: true }).waitFor();
    await page.getByText(new RegExp(`^${fullName}: Short term, appointed on `)).waitFor();
    expect(await page.getByRole('button', { name: 'Appoint', exact: true }).count()).toBe(0);
  });

  it("the applicant's My AIM shows the application as appointed", async () => {
    const page = needed('applicant');
    await page.goto('/my-aim');
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    // The applicant's one application: its line says when, and for what term.
    await page.getByText(/^Appointed on .+, short term$/).waitFor();
  });
});
