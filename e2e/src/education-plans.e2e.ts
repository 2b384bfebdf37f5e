import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { answerTo, signedInPage } from './journey-helpers.ts';
import { signInAs } from './sign-in.ts';

interface PlanRecord {
  id: number;
  version: number;
  status: string;
  isExpired: boolean;
  person: { id: number; name: string };
  organisations: { id: number; name: string }[];
  decisionNote: string | null;
  lastApprovedOn: string | null;
  userCan: string[];
}
interface Paged<Row> {
  data: Row[];
  total: number;
}

const getJson = async (context: BrowserContext, path: string) => {
  const response = await context.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return response.json();
};

/** Today as the server writes days. */
const today = () => new Date().toISOString().slice(0, 10);

// The European office's own consultant (consultant-europe@), who reaches that organisation's plans and no
// other's: consultant@ is also the international office's and would see every plan. The demo data holds
// plans of every status, some expired; the journey decides one submitted plan and changes nothing else.
describe('issue 32: an education consultant’s dashboard, a decision on a submitted plan, an expired plan, and the plans of another organisation', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const journey = {} as {
    consultant: Page;
    organisationId: number;
    submitted: PlanRecord;
    expired: PlanRecord;
    otherOrganisations: PlanRecord;
  };

  beforeAll(async () => {
    journey.consultant = await signedInPage(browser(), 'consultantEurope');
    const context = journey.consultant.context();
    const me = await getJson(context, '/api/users/me');
    const [organisationId] = me.is_education_consultant_for as number[];
    if (organisationId === undefined)
      throw new Error('consultant-europe@ is the consultant of no organisation');
    journey.organisationId = organisationId;
    const submitted = (await getJson(
      context,
      '/api/education-plans?status=SUBMITTED&per_page=100',
    )) as Paged<PlanRecord>;
    const mine = submitted.data.find((plan) => plan.userCan.includes('approve'));
    if (mine === undefined) throw new Error('the demo data holds no submitted plan the consultant decides');
    journey.submitted = mine;
    const expired = (await getJson(
      context,
      '/api/education-plans?expired=true&status=DRAFT,SUBMITTED,APPROVED,REJECTED&per_page=100',
    )) as Paged<PlanRecord>;
    const [firstExpired] = expired.data;
    if (firstExpired === undefined)
      throw new Error('the demo data holds no expired plan of the organisation');
    journey.expired = firstExpired;

    // The admin sees every plan: one none of whose organisations is the consultant's is out of their reach.
    const admin = await signedInPage(browser(), 'admin');
    const every = (await getJson(admin.context(), '/api/education-plans?per_page=100')) as Paged<PlanRecord>;
    const other = every.data.find((plan) =>
      plan.organisations.every((organisation) => organisation.id !== journey.organisationId),
    );
    if (other === undefined) throw new Error('the demo data holds no plan of another organisation');
    journey.otherOrganisations = other;
    await admin.context().close();
  });

  afterAll(async () => {
    await journey.consultant?.context().close();
  });

  it('R-SHELL-004 the consultant’s Education tab opens the education dashboard: its counts as the API gives them, the chart’s numbers as a table, and “awaiting decision” opens the index on the submitted plans', async () => {
    const page = journey.consultant;
    await page.goto('/education-plans');
    await appRendered(page);
    await page.getByRole('link', { name: 'Education', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/education-plans-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Education dashboard' }).waitFor();
    const counts = await getJson(page.context(), '/api/education-dashboard');
    const card = page.getByRole('article', { name: 'Awaiting decision' });
    await card.waitFor();
    expect(await card.textContent()).toContain(String(counts.awaitingDecision));
    expect(await page.getByRole('article', { name: 'Expired' }).textContent()).toContain(
      String(counts.expired),
    );
    // The chart's figures are also a table, named as the chart is, for screen readers.
    const byStatus = page.getByRole('table', { name: 'Plans by status' });
    expect(await byStatus.getByRole('row', { name: /^Submitted/ }).textContent()).toContain(
      String(counts.awaitingDecision),
    );
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: 'See the plans awaiting decision' }).click();
    await page.waitForURL((url) => url.pathname === '/education-plans' && url.search === '?status=SUBMITTED');
    const table = page.getByRole('grid', { name: 'Education plans' });
    await table.getByRole('link', { name: journey.submitted.person.name }).first().waitFor();
    await page.getByText(`${counts.awaitingDecision} plan`).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('R-STATE-022 the consultant approves a submitted plan with a note: it is APPROVED, approved today, and offers no decision any more', async () => {
    const page = journey.consultant;
    const path = `/education-plans/${journey.submitted.id}`;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: /^Education plan/ }).waitFor();
    await appRendered(page);
    expect(await page.getByText('Submitted', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Approve .+’s plan$/ });
    await dialog
      .getByRole('textbox', { name: /^Note to the family/ })
      .fill('Well prepared; see you next year.');
    const approved = answerTo(page, 'POST', /^\/api\/education-plans\/\d+\/approve$/);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await page.getByText('Well prepared; see you next year.').waitFor();
    const plan = (await getJson(
      page.context(),
      `/api/education-plans/${journey.submitted.id}`,
    )) as PlanRecord;
    expect(plan).toMatchObject({
      status: 'APPROVED',
      lastApprovedOn: today(),
      decisionNote: 'Well prepared; see you next year.',
    });
    expect(plan.userCan).not.toContain('approve');
  });

  it('R-CALL-038 office staff of the child’s organisation start a plan for a new year from the child’s profile: the academic year creates it with the bare answers, and the school name typed next is there after a reload of its form', async () => {
    const page = await signedInPage(browser(), 'office');
    try {
      const child = journey.submitted.person;
      // The child's profile leads there.
      await page.goto(`/person-profiles/${child.id}`);
      await appRendered(page);
      await page.getByRole('main').getByRole('link', { name: 'Education plans', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/person-profiles/${child.id}/education-plans/create`);
      await page.getByRole('heading', { level: 1, name: 'New education plan' }).waitFor();
      await appRendered(page);
      const created = answerTo(page, 'POST', /^\/api\/education-plans$/);
      await page.getByRole('textbox', { name: /^Academic year/ }).fill('2031-2032');
      await page.keyboard.press('Tab');
      const answer = await created;
      expect(answer.status(), await answer.text()).toBe(201);
      // The answers themselves, not wrapped under `answers`.
      const body = answer.request().postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ academicYear: '2031-2032' });
      expect(body).not.toHaveProperty('answers');
      const { id } = (await answer.json()) as { id: number };
      await page.waitForURL((url) => url.searchParams.get('record') === String(id));

      await page.getByRole('textbox', { name: /^School name/ }).fill('Nairobi Academy');
      await page.keyboard.press('Tab');
      await page.getByText('Saved', { exact: true }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto(`/education-plans/${id}/edit`);
      await page.reload();
      await appRendered(page);
      await expect
        .poll(() => page.getByRole('textbox', { name: /^School name/ }).inputValue())
        .toBe('Nairobi Academy');
      const plan = (await getJson(page.context(), `/api/education-plans/${id}`)) as PlanRecord & {
        academicYear: string;
        schoolName: string;
      };
      expect(plan).toMatchObject({
        status: 'DRAFT',
        academicYear: '2031-2032',
        schoolName: 'Nairobi Academy',
      });
    } finally {
      await page.context().close();
    }
  });

  it('R-STATE-023 an expired plan is flagged as expired on its page and in the index', async () => {
    const page = journey.consultant;
    await page.goto(`/education-plans/${journey.expired.id}`);
    await page.getByRole('heading', { level: 1, name: /^Education plan/ }).waitFor();
    await appRendered(page);
    await page.getByText('This plan has expired').waitFor();
    expect(await page.getByText('Expired', { exact: true }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.goto('/education-plans?status=DRAFT,SUBMITTED,APPROVED,REJECTED&expired=true');
    const table = page.getByRole('grid', { name: 'Education plans' });
    const row = table.getByRole('row', { name: new RegExp(journey.expired.person.name) }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Expired');
  });

  it('Z4 Z11 another organisation’s plan is out of the consultant’s reach: its address shows the not-found page, the API answers 404, it is not in the index, and the search finds nothing of the child', async () => {
    const page = journey.consultant;
    const other = journey.otherOrganisations;
    await page.goto(`/education-plans/${other.id}`);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' }).waitFor();
    expect(await page.getByText(other.person.name).count()).toBe(0);

    const context = page.context();
    expect((await context.request.get(`/api/education-plans/${other.id}`)).status()).toBe(404);
    expect((await context.request.get(`/api/education-plans/${other.id}/form`)).status()).toBe(404);
    const list = (await getJson(
      context,
      `/api/education-plans?person_profile=${other.person.id}`,
    )) as Paged<PlanRecord>;
    expect(list.data).toEqual([]);

    // The header has no search for a consultant who is not office staff, and the call behind it finds
    // nothing of the child either.
    await page.goto('/education-plans');
    await appRendered(page);
    expect(await page.getByRole('combobox', { name: 'Search' }).count()).toBe(0);
    const lastName = other.person.name.split(' ').at(-1) ?? other.person.name;
    const search = await context.request.get(`/api/person-profiles?search=${encodeURIComponent(lastName)}`);
    const found = search.ok() ? ((await search.json()) as Paged<{ id: number }>).data : [];
    expect(found.map(({ id }) => id)).not.toContain(other.person.id);
  });

  it('Z4 a member outside the family opens the plan’s address and finds nothing', async () => {
    const context = await newVisitor(browser());
    try {
      await signInAs(context, 'applicant');
      const page = await context.newPage();
      await page.goto(`/education-plans/${journey.expired.id}`);
      await page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' }).waitFor();
      expect((await context.request.get(`/api/education-plans/${journey.expired.id}`)).status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
