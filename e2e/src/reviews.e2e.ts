import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { answerTo, signedInPage, uniqueLetters, xsrfHeader } from './journey-helpers.ts';
import { linkIn, nextMailTo, printedMails } from './mail-log.ts';
import { demoAccounts, signInWith } from './sign-in.ts';

const getJson = async (context: BrowserContext, path: string) => {
  const response = await context.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return response.json();
};

/** A JSON write through the context's API, as the pages send it; fails the step unless it succeeds. */
const send = async (context: BrowserContext, path: string, data: unknown) => {
  const response = await context.request.post(path, { headers: await xsrfHeader(context), data });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
};

/** A day `offset` days from today, as the API writes dates. */
const dayFrom = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface ReviewRecord {
  id: number;
  version: number;
  date: string;
  status: string;
  type: string;
  reviewer_ids: number[];
  assignment_id: number;
  is_overdue: boolean;
  user_can: string[];
  form_submissions: { payload: Record<string, unknown> }[];
  organisation: { id: number; name: string };
}

// The demo member's active assignment is received by the African office, so office-africa@ conducts its
// reviews (office@ only mobilises the member, and signs off nothing of it). The journey plans a review of
// its own on that assignment, dated a week ago so that it is overdue from the start, and leaves the demo
// reviews as they are. Its reviewer is a person of the African office the journey makes and registers.
describe('issue 32: a review planned, overdue, filled in with autosave, submitted and signed off, never by the reviewed person', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const run = uniqueLetters();
  const reviewerSurname = `Assessor${run}`;
  const reviewerName = `Ruth ${reviewerSurname}`;
  const reviewerEmail = `assessor.${run}@example.org`;
  const reviewerPassword = 'a fair and kind review';
  const reviewDate = dayFrom(-7);
  const journey = {} as {
    office: Page;
    organisationId: number;
    memberPersonId: number;
    memberName: string;
    assignmentId: number;
    assignmentPath: string;
    reviewerId: number;
    overdueBefore: number;
    review: ReviewRecord;
    reviewPath: string;
  };

  const reviewNow = async () =>
    (await getJson(journey.office.context(), `/api/reviews/${journey.review.id}`)) as ReviewRecord;
  const overdueCount = async () =>
    (await getJson(journey.office.context(), `/api/organisations/${journey.organisationId}/dashboard`))
      .overdue_reviews as number;

  beforeAll(async () => {
    const member = await signedInPage(browser(), 'member');
    const memberMe = await getJson(member.context(), '/api/users/me');
    journey.memberPersonId = memberMe.person_profile_id;
    const profile = await getJson(member.context(), `/api/person-profiles/${journey.memberPersonId}`);
    await member.context().close();
    journey.memberName = `${profile.firstName} ${profile.lastName}`;

    journey.office = await signedInPage(browser(), 'officeAfrica');
    const office = journey.office.context();
    const [organisationId] = (await getJson(office, '/api/users/me')).is_office_staff_for as number[];
    journey.organisationId = organisationId as number;
    const active = (
      profile.assignments as {
        id: number;
        public_id: string;
        status: string;
        received_by: { id: number } | null;
      }[]
    ).filter((assignment) => assignment.status === 'ACTIVE');
    expect(active.map((assignment) => assignment.received_by?.id)).toEqual([journey.organisationId]);
    journey.assignmentId = active[0]?.id as number;
    journey.assignmentPath = `/assignments/${active[0]?.public_id}`;

    const reviewer = await send(office, `/api/person-profiles?organisation=${journey.organisationId}`, {
      answers: { firstName: 'Ruth', lastName: reviewerSurname, aimPersonalEmail: reviewerEmail },
    });
    journey.reviewerId = reviewer.id;
    await send(office, `/api/person-profiles/${reviewer.id}/invite`, {});
    const visitor = await newVisitor(browser());
    await visitor.request.get('/api/health');
    const token = new URL(
      linkIn(await nextMailTo(reviewerEmail, 0), '/register'),
      'http://host',
    ).searchParams.get('token');
    await send(visitor, '/api/auth/register', { token, password: reviewerPassword });
    await visitor.close();
    journey.overdueBefore = await overdueCount();
  });

  /** Types a date into the date field labelled `label`: the app's English is British, the day first. */
  const typeDate = async (
    scope: Page | ReturnType<Page['getByRole']>,
    page: Page,
    label: string,
    day: string,
  ) => {
    const [year, month, date] = day.split('-') as [string, string, string];
    await scope
      .getByRole('group', { name: new RegExp(`^${label}`) })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(`${date}${month}${year}`);
    await page.keyboard.press('Tab');
  };

  /** Presses `button`, confirms in the dialog titled `title` with `confirm`, and waits for the step's call. */
  const takeStep = async (page: Page, button: string, title: string, step: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: title });
    const answered = answerTo(page, 'POST', new RegExp(`^/api/reviews/${journey.review.id}/${step}$`));
    await dialog.getByRole('button', { name: button, exact: true }).click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(200);
  };

  it('R-STATE-021 R-STATE-019 office staff of the receiving organisation plan an annual review on the member’s assignment page (“Plan a review”); it opens not submitted, and they choose its reviewer from its reviewer options', async () => {
    const page = journey.office;
    await page.goto(journey.assignmentPath);
    await appRendered(page);
    const related = page.getByRole('region', { name: 'Related records', exact: true });
    await related.getByRole('button', { name: 'Plan a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan a review' });
    await dialog.waitFor();
    // Planned from the assignment's page, the assignment is chosen already.
    await dialog.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Annual review' }).click();
    await typeDate(dialog, page, 'Date', reviewDate);
    await expectNoAxeViolations(page);
    const planned = answerTo(page, 'POST', /^\/api\/reviews$/);
    await dialog.getByRole('button', { name: 'Plan review' }).click();
    const answer = await planned;
    expect(answer.status(), await answer.text()).toBe(201);
    journey.review = (await answer.json()) as ReviewRecord;
    journey.reviewPath = `/reviews/${journey.review.id}`;
    expect(journey.review).toMatchObject({
      assignment_id: journey.assignmentId,
      type: 'ANNUAL',
      date: reviewDate,
      status: 'NOT_SUBMITTED',
      reviewer_ids: [],
      organisation: { id: journey.organisationId },
    });
    await page.waitForURL((url) => url.pathname === journey.reviewPath);
    await page.getByRole('heading', { level: 1, name: 'Annual review' }).waitFor();

    // The planned review opens with its edit dialog: the reviewers are chosen next.
    const edit = page.getByRole('dialog', { name: 'Edit review' });
    await edit.waitFor();
    await edit.getByRole('button', { name: /Reviewers/ }).click();
    // The African office's people are many: the list's search finds the reviewer.
    await page.getByRole('searchbox').fill(reviewerSurname);
    await page.getByRole('option', { name: reviewerName }).click();
    // Escape first clears the search, then closes the list (a multiple choice stays open as you pick).
    const list = page.getByRole('listbox');
    await page.keyboard.press('Escape');
    if (await list.isVisible()) await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    const saved = answerTo(page, 'PATCH', new RegExp(`^/api/reviews/${journey.review.id}$`));
    await edit.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(reviewerName).first().waitFor();
    expect((await reviewNow()).reviewer_ids).toEqual([journey.reviewerId]);
  });

  it('R-STATE-020 not submitted and dated before today, the review is overdue: on its page, in the organisation’s Reviews list, and in the dashboard’s overdue count, which opens that list', async () => {
    const page = journey.office;
    await page.goto(journey.reviewPath);
    await page.getByRole('heading', { level: 1, name: 'Annual review' }).waitFor();
    await page.getByText('Overdue', { exact: true }).first().waitFor();
    expect((await reviewNow()).is_overdue).toBe(true);

    const count = journey.overdueBefore + 1;
    expect(await overdueCount()).toBe(count);
    await page.goto(`/orgs/${journey.organisationId}/dashboard`);
    await appRendered(page);
    const card = page.getByRole('listitem').filter({ hasText: 'Overdue reviews' });
    await card.getByText(String(count), { exact: true }).waitFor();
    await card.getByRole('link', { name: 'See reviews' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/orgs/${journey.organisationId}/reviews` &&
        url.searchParams.get('overdue') === 'true',
    );
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Only overdue reviews' }).isChecked()).toBe(true);
    // The latest first, so that the review dated a week ago is on the first page among the demo's.
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Date, latest first' }).click();
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="${journey.reviewPath}"]`) });
    await row.getByText('Overdue', { exact: true }).waitFor();
    await row.getByText('Not submitted', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('the reviewer fills in the review’s form in place; what they typed is saved as they go and is still there after a reload', async () => {
    const context = await newVisitor(browser());
    await signInWith(context, reviewerEmail, reviewerPassword);
    const page = await context.newPage();
    await page.goto(journey.reviewPath);
    await page.getByRole('heading', { level: 1, name: 'Annual review' }).waitFor();
    await appRendered(page);
    const progress = page.getByRole('textbox', { name: /^Progress since the last review/ });
    const goals = page.getByRole('textbox', { name: /^Goals until the next review/ });
    await progress.fill('The clinic opens three days a week now; Swahili lessons go on.');
    await page.keyboard.press('Tab');
    await page.getByText('Saved', { exact: true }).waitFor();
    await goals.fill('Train two community health workers.');
    await page.keyboard.press('Tab');
    await expect
      .poll(async () => (await reviewNow()).form_submissions[0]?.payload)
      .toMatchObject({
        progress: 'The clinic opens three days a week now; Swahili lessons go on.',
        goals: 'Train two community health workers.',
      });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Annual review' }).waitFor();
    await appRendered(page);
    await expect
      .poll(() => progress.inputValue())
      .toBe('The clinic opens three days a week now; Swahili lessons go on.');
    expect(await goals.inputValue()).toBe('Train two community health workers.');
    await expectNoAxeViolations(page);

    await takeStep(page, 'Submit', 'Submit this review?', 'submit');
    await page.getByText('Awaiting sign off', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign off', exact: true }).count()).toBe(0);
    expect(await reviewNow()).toMatchObject({ status: 'SUBMITTED', is_overdue: false });
    await context.close();
  });

  it('the reviewed member sees their review awaiting sign off with no Sign off button, and the server refuses their sign-off (403), the review unchanged', async () => {
    const page = await signedInPage(browser(), 'member');
    await page.goto(journey.reviewPath);
    await page.getByRole('heading', { level: 1, name: 'Annual review' }).waitFor();
    await appRendered(page);
    await page.getByText('Awaiting sign off', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Sign off', exact: true }).count()).toBe(0);
    const before = await reviewNow();
    const context = page.context();
    const refused = await context.request.post(`/api/reviews/${journey.review.id}/sign-off`, {
      headers: await xsrfHeader(context),
      data: { version: before.version },
    });
    expect(refused.status()).toBe(403);
    expect(await reviewNow()).toMatchObject({ status: 'SUBMITTED', version: before.version });
    await context.close();
  });

  it('office staff of the receiving organisation sign it off, confirmed first; the member is mailed, and the overdue count is back where it was', async () => {
    const mailsBefore = printedMails().filter((mail) => mail.to === demoAccounts.member).length;
    const page = journey.office;
    await page.goto(journey.reviewPath);
    await page.getByRole('heading', { level: 1, name: 'Annual review' }).waitFor();
    await appRendered(page);
    await takeStep(page, 'Sign off', 'Sign off this review?', 'sign-off');
    await page.getByText('Signed off', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Sign off', exact: true }).count()).toBe(0);
    expect((await reviewNow()).status).toBe('SIGNED_OFF');
    const mail = await nextMailTo(demoAccounts.member, mailsBefore);
    expect(mail.subject).toBe('Your review has been signed off');
    expect(mail.text).toContain(journey.reviewPath);
    expect(await overdueCount()).toBe(journey.overdueBefore);
  });
});
