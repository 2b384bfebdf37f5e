import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { answerTo, chooseFile, pdf, signedInPage, uniqueLetters, xsrfHeader } from './journey-helpers.ts';
import { linkIn, nextMailTo } from './mail-log.ts';
import { signInWith } from './sign-in.ts';

/** A JSON write through the context's API, as the pages send it; fails the step unless it succeeds. */
const send = async (context: BrowserContext, method: 'POST' | 'PATCH', path: string, data: unknown) => {
  const response = await context.request.fetch(path, { method, headers: await xsrfHeader(context), data });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
};

const getJson = async (context: BrowserContext, path: string) => {
  const response = await context.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return response.json();
};

/** The office's organisation in the demo data (office@example.org's only one). */
const sendingOrganisationId = 1;

// The applications journey ends with an appointment; this one starts there. The applicant is made,
// registered and appointed through the API (the applications journey walks those screens), and every step
// of the assignment itself is taken on its screens.
describe('issue 30: an appointed applicant’s assignment, from potential to shared, offered and ready to go', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const run = uniqueLetters();
  const surname = `Traveller${run}`;
  const fullName = `Nia ${surname}`;
  const email = `traveller.${run}@example.org`;
  const password = 'a road of my own';
  const journey = {} as {
    office: Page;
    receiver: Page;
    receivingOrganisationId: number;
    receivingOrganisation: string;
    /** The names the history gives the authors of the steps. */
    officeName: string;
    seniorName: string;
    personId: number;
    assignmentPath: string;
    /** The organisation the appointment named as receiving, the sending one: planning moves it. */
    receivedBy: string;
  };

  beforeAll(async () => {
    journey.office = await signedInPage(browser(), 'office');
    const office = journey.office.context();
    const person = await send(office, 'POST', `/api/person-profiles?organisation=${sendingOrganisationId}`, {
      answers: { firstName: 'Nia', lastName: surname, aimPersonalEmail: email },
    });
    journey.personId = person.id;
    await send(office, 'POST', `/api/person-profiles/${person.id}/invite`, {});
    const visitor = await newVisitor(browser());
    await visitor.request.get('/api/health');
    const token = new URL(linkIn(await nextMailTo(email, 0), '/register'), 'http://host').searchParams.get(
      'token',
    );
    await send(visitor, 'POST', '/api/auth/register', { token, password });
    await visitor.close();

    const [template] = await getJson(
      office,
      `/api/organisations/${sendingOrganisationId}/workflow-templates`,
    );
    const application = await send(
      office,
      'POST',
      `/api/organisations/${sendingOrganisationId}/applications`,
      {
        title: `Teacher, Kijabe ${run}`,
        term_type: 'FULL_TERM',
        workflow_template_id: template.id,
        applicant_ids: [person.id],
      },
    );
    const senior = await signedInPage(browser(), 'seniorLeadership');
    await send(senior.context(), 'POST', `/api/applications/${application.id}/appointment`, {
      appointee_id: person.id,
      term_type: 'FULL_TERM',
      appointment_date: new Date().toISOString().slice(0, 10),
      version: application.version,
    });
    const seniorMe = await getJson(senior.context(), '/api/users/me');
    journey.seniorName = `${seniorMe.first_name} ${seniorMe.last_name}`;
    await senior.context().close();
    const officeMe = await getJson(office, '/api/users/me');
    journey.officeName = `${officeMe.first_name} ${officeMe.last_name}`;
    const assignments = await getJson(office, `/api/assignments?assignee=${person.id}`);
    expect(assignments.data).toHaveLength(1);
    expect(assignments.data[0]).toMatchObject({
      status: 'POTENTIAL',
      is_shared_with_receiving_organisation: false,
    });
    journey.assignmentPath = `/assignments/${assignments.data[0].public_id}`;
    journey.receivedBy = assignments.data[0].received_by.name;

    journey.receiver = await signedInPage(browser(), 'officeAfrica');
    const me = await getJson(journey.receiver.context(), '/api/users/me');
    journey.receivingOrganisationId = me.is_office_staff_for[0];
    const organisations: { data: { id: number; name: string }[] } = await getJson(
      journey.receiver.context(),
      '/api/organisations',
    );
    journey.receivingOrganisation =
      organisations.data.find(({ id }) => id === journey.receivingOrganisationId)?.name ?? '';
  });

  /** The assignment page's section headed `title`. */
  const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

  /** Presses `button` and waits for the write it sends to `path` to succeed. */
  const pressFor = async (
    page: Page,
    button: ReturnType<Page['getByRole']>,
    method: string,
    path: RegExp,
  ) => {
    const answered = answerTo(page, method, path);
    // A press that fails leaves the wait to time out later: that is the press's failure, not another.
    answered.catch(() => undefined);
    await button.click();
    expect((await answered).status()).toBeLessThan(300);
  };

  /** The receiving office's Inbound list of people interested, and whether it names the assignee. */
  const inboundNamesAssignee = async () => {
    const page = journey.receiver;
    await page.goto(`/orgs/${journey.receivingOrganisationId}/potential-assignments`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await appRendered(page);
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .waitFor({ state: 'detached' });
    return (await page.getByRole('link', { name: fullName }).count()) > 0;
  };

  /**
   * Whether the receiving office's header search, asked for the assignee's surname, offers the assignment
   * under Assignments; it waits for the answer, results or "No results found".
   */
  const headerSearchFindsAssignment = async () => {
    const page = journey.receiver;
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('');
    await box.click();
    // In one input, so that no result of a first few letters answers for the whole name.
    await page.keyboard.insertText(surname);
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('group').first().or(results.getByText('No results found')).waitFor();
    const publicId = journey.assignmentPath.split('/').pop();
    const found = results
      .getByRole('group', { name: 'Assignments' })
      .getByRole('option', { name: new RegExp(`^Assignment #${publicId} · ${fullName}`) });
    const isFound = (await found.count()) > 0;
    if (isFound) expect(await found.getAttribute('href')).toBe(journey.assignmentPath);
    await page.keyboard.press('Escape');
    return isFound;
  };

  it('office staff open the potential assignment from the person’s exploring assignments', async () => {
    const page = journey.office;
    await page.goto(`/person-profiles/${journey.personId}/assignments`);
    await appRendered(page);
    // Each potential assignment is named by the organisation receiving the person.
    await page.getByRole('link', { name: journey.receivedBy, exact: true }).click();
    await page.waitForURL((url) => url.pathname === journey.assignmentPath);
    await page.getByRole('heading', { level: 1, name: /^Assignment \d+$/ }).waitFor();
    await page.getByText('Potential', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('R-CONST-008 office staff plan it: where the person goes, and the itinerary’s main assignment, its dates shown MM/DD/YY', async () => {
    const page = journey.office;
    await page.getByRole('button', { name: 'Edit plan' }).click();
    const plan = page.getByRole('dialog', { name: 'Edit the plan' });
    await plan.getByRole('button', { name: /Receiving organisation/ }).click();
    await page.getByRole('option', { name: journey.receivingOrganisation, exact: true }).click();
    await pressFor(
      page,
      plan.getByRole('button', { name: 'Save the plan' }),
      'PATCH',
      /^\/api\/assignments\/\d+$/,
    );
    await plan.waitFor({ state: 'detached' });
    await page.getByText(journey.receivingOrganisation, { exact: true }).first().waitFor();

    await section(page, 'Itinerary').getByRole('button', { name: 'Add an itinerary item' }).click();
    const item = page.getByRole('dialog', { name: 'Add an itinerary item' });
    await item.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Main assignment', exact: true }).click();
    await item.getByRole('textbox', { name: /^Responsible/ }).fill('Kijabe office');
    const [start, end] = ['2027-09-01', '2029-06-30'];
    for (const [label, date] of [
      ['Start', start],
      ['End', end],
    ] as const) {
      const [year, month, day] = date.split('-') as [string, string, string];
      const field = item.getByRole('group', { name: new RegExp(`^${label}`) });
      // The app's English is British: its date fields take the day first.
      await field.getByRole('spinbutton').first().click();
      await page.keyboard.type(`${day}${month}${year}`);
    }
    await item.getByRole('button', { name: /Date status/ }).click();
    await page.getByRole('option', { name: 'Planned', exact: true }).click();
    await pressFor(
      page,
      item.getByRole('button', { name: 'Save the item' }),
      'POST',
      /^\/api\/assignments\/\d+\/itinerary-items$/,
    );
    await item.waitFor({ state: 'detached' });
    await section(page, 'Itinerary').getByText('09/01/27').waitFor();
    await section(page, 'Itinerary').getByText('06/30/29').waitFor();
  });

  it('R-STATE-007 office staff share it with the receiving organisation, whose office then finds it under Inbound and in the header search', async () => {
    const page = journey.office;
    const shared = answerTo(page, 'POST', /^\/api\/assignments\/\d+\/share-with-receiving-organisation$/);
    await page.getByRole('button', { name: 'Share with receiving organisation' }).click();
    expect((await shared).status()).toBe(200);
    await page.getByRole('button', { name: 'Unshare from receiving organisation' }).waitFor();

    expect(await inboundNamesAssignee()).toBe(true);
    expect(await headerSearchFindsAssignment()).toBe(true);
  });

  it('R-STATE-008 Z9 unsharing takes the assignment out of the receiving office’s Inbound and header search at once', async () => {
    const page = journey.office;
    const unshared = answerTo(page, 'POST', /^\/api\/assignments\/\d+\/unshare-from-receiving-organisation$/);
    await page.getByRole('button', { name: 'Unshare from receiving organisation' }).click();
    expect((await unshared).status()).toBe(200);
    await page.getByRole('button', { name: 'Share with receiving organisation' }).waitFor();

    expect(await inboundNamesAssignee()).toBe(false);
    expect(await headerSearchFindsAssignment()).toBe(false);
  });

  it('office staff share the assignment with its assignee and offer it; the assignee accepts the offer on their page', async () => {
    const page = journey.office;
    await pressFor(
      page,
      page.getByRole('button', { name: 'Share with assignee' }),
      'POST',
      /^\/api\/assignments\/\d+\/share-with-assignee$/,
    );
    await section(page, 'Offer').getByRole('button', { name: 'Edit offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Edit offer' });
    await offer.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Offered', exact: true }).click();
    await offer.getByRole('textbox', { name: /^Notes/ }).fill('Housing on the hospital compound.');
    await pressFor(
      page,
      offer.getByRole('button', { name: 'Save offer' }),
      'PUT',
      /^\/api\/assignments\/\d+\/offer$/,
    );
    await offer.waitFor({ state: 'detached' });

    const context = await newVisitor(browser());
    await signInWith(context, email, password);
    const assignee = await context.newPage();
    await assignee.goto(journey.assignmentPath);
    await appRendered(assignee);
    const offered = section(assignee, 'Offer');
    await offered.getByText('Housing on the hospital compound.').waitFor();
    await offered.getByRole('button', { name: 'Accept offer' }).click();
    const confirm = assignee.getByRole('alertdialog', { name: 'Accept this offer?' });
    await pressFor(
      assignee,
      confirm.getByRole('button', { name: 'Accept offer' }),
      'POST',
      /^\/api\/assignments\/\d+\/offer\/accept$/,
    );
    await offered.getByText('Accepted', { exact: true }).waitFor();
    expect(await offered.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
    await expectNoAxeViolations(assignee);
    await context.close();
  });

  it('R-STATE-014 office staff write the outbound logistics plan, attach a file and submit it; senior leadership approve it', async () => {
    const page = journey.office;
    await page.reload();
    await appRendered(page);
    const logistics = section(page, 'Outbound logistics plan');
    await logistics.getByRole('button', { name: 'Start plan' }).click();
    const start = page.getByRole('dialog', { name: 'Start the outbound logistics plan' });
    await start.getByRole('textbox', { name: /^Notes/ }).fill('Flights via Nairobi; shipping by sea.');
    await pressFor(
      page,
      start.getByRole('button', { name: 'Save plan' }),
      'PUT',
      /^\/api\/assignments\/\d+\/outbound-logistics-plan$/,
    );
    await start.waitFor({ state: 'detached' });
    const uploaded = answerTo(page, 'POST', /^\/private\/api\/assets$/);
    await chooseFile(page, logistics, { name: 'flights.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect((await uploaded).status()).toBe(201);
    await logistics.getByRole('link', { name: /flights/ }).waitFor();
    await pressFor(
      page,
      logistics.getByRole('button', { name: 'Submit' }),
      'POST',
      /^\/api\/assignments\/\d+\/outbound-logistics-plan\/submit$/,
    );
    await logistics.getByText('Submitted', { exact: true }).waitFor();

    const senior = await signedInPage(browser(), 'seniorLeadership');
    await senior.goto(journey.assignmentPath);
    await appRendered(senior);
    const deciding = section(senior, 'Outbound logistics plan');
    await pressFor(
      senior,
      deciding.getByRole('button', { name: 'Approve' }),
      'POST',
      /^\/api\/assignments\/\d+\/outbound-logistics-plan\/approve$/,
    );
    await deciding.getByText('Approved', { exact: true }).waitFor();
    await senior.context().close();
  });

  it('office staff upload the MOU, and the history names every step with its author', async () => {
    const page = journey.office;
    await page.reload();
    await appRendered(page);
    const mou = section(page, 'MOU documents');
    const uploaded = answerTo(page, 'POST', /^\/api\/assignments\/\d+\/mou-documents$/);
    await chooseFile(page, mou, { name: 'mou-kijabe.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect((await uploaded).status()).toBe(201);
    await mou.getByRole('link', { name: /mou-kijabe/ }).waitFor();

    const history = section(page, 'History').getByRole('list', { name: 'Changes, newest first' });
    const said = (what: string, who: string) =>
      history
        .getByRole('listitem')
        .filter({ hasText: what })
        .filter({ hasText: `by ${who}` });
    await said('MOU document uploaded', journey.officeName).waitFor();
    for (const [what, who] of [
      ['Outbound logistics plan approved', journey.seniorName],
      ['Outbound logistics plan submitted', journey.officeName],
      ['Offer accepted', fullName],
      ['Offer changed', journey.officeName],
      ['Shared with the assignee', journey.officeName],
      ['No longer shared with the receiving organisation', journey.officeName],
      ['Shared with the receiving organisation', journey.officeName],
      ['Itinerary item added', journey.officeName],
      ['Assignment updated', journey.officeName],
    ] as const) {
      expect(await said(what, who).count(), `${what} by ${who}`).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });
});
