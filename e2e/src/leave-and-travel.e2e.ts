import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { appRendered, newVisitor, useBrowser } from './browser.ts';
import { answerTo, chooseFile, pdf, signedInPage, uniqueLetters, xsrfHeader } from './journey-helpers.ts';
import { linkIn, nextMailTo, printedMails } from './mail-log.ts';
import { type DemoRole, signInAs, signInWith } from './sign-in.ts';

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
/** An iCalendar all-day date: 2026-11-05 is 20261105. */
const icalDate = (day: string) => day.replaceAll('-', '');

interface LeaveRecord {
  id: number;
  version: number;
  publicId: string;
  status: string;
  subjectIds: number[];
  travellingFamilyMemberPersonProfileIds: number[];
  types: { type: string; sub_type: string | null }[];
  attachments: number[];
  departureDate: string | null;
  returnDate: string | null;
  hasBeenConfirmedAsEnded: boolean;
  organisation: { id: number } | null;
  userCan: string[];
}

// A member of their own, made by office staff with a family of two (the member and their daughter Ella),
// so that the journey changes nothing of the demo member whom other journeys picture. The whole leave goes
// by in the past (the departure and return days already gone), so that once approved its end can be
// confirmed at once.
describe('issue 31: a member’s extraordinary leave, requested, decided by the office, confirmed ended and in their calendar', {
  timeout: 120_000,
}, () => {
  const browser = useBrowser();
  const run = uniqueLetters();
  const surname = `Wayfarer${run}`;
  const email = `wayfarer.${run}@example.org`;
  const password = 'time away with family';
  const departure = dayFrom(-20);
  const returning = dayFrom(-10);
  const journey = {} as {
    member: Page;
    personId: number;
    childId: number;
    leave: LeaveRecord;
    leavePath: string;
    /** The demo office staff of the organisation that decides the leave. */
    decider: DemoRole;
  };

  const leaveNow = async () =>
    (await getJson(journey.member.context(), `/api/leave-requests/${journey.leave.id}`)) as LeaveRecord;

  /** Signs a browser context in as the journey's member. */
  const signInAsMember = (context: BrowserContext) => signInWith(context, email, password);

  beforeAll(async () => {
    const office = (await signedInPage(browser(), 'office')).context();
    const [organisationId] = (await getJson(office, '/api/users/me')).is_office_staff_for as number[];
    const person = await send(office, `/api/person-profiles?organisation=${organisationId}`, {
      answers: { firstName: 'Grace', lastName: surname, aimPersonalEmail: email },
    });
    const child = await send(office, `/api/person-profiles?organisation=${organisationId}`, {
      answers: { firstName: 'Ella', lastName: surname },
    });
    await send(office, `/api/families?organisation=${organisationId}`, {
      name: `${surname} family`,
      members: [person.id, child.id],
    });
    await send(office, `/api/person-profiles/${person.id}/invite`, {});
    const visitor = await newVisitor(browser());
    await visitor.request.get('/api/health');
    const token = new URL(linkIn(await nextMailTo(email, 0), '/register'), 'http://host').searchParams.get(
      'token',
    );
    await send(visitor, '/api/auth/register', { token, password });
    await visitor.close();
    await office.close();

    const context = await newVisitor(browser());
    await signInAsMember(context);
    journey.member = await context.newPage();
    journey.personId = person.id;
    journey.childId = child.id;
  });

  /** Types a date into the date field labelled `label`: the app's English is British, the day first. */
  const typeDate = async (page: Page, label: string, day: string) => {
    const [year, month, date] = day.split('-') as [string, string, string];
    await page
      .getByRole('group', { name: new RegExp(`^${label}`) })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(`${date}${month}${year}`);
    await page.keyboard.press('Tab');
  };

  /** Ticks a checkbox or radio by keyboard: react-aria keeps the input itself visually hidden under its box. */
  const tick = async (page: Page, choice: ReturnType<Page['getByRole']>) => {
    await choice.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => choice.isChecked()).toBe(true);
  };

  it('the member requests EXTRAORDINARY leave (COMPASSIONATE) for themselves, their child Ella travelling along, on the form’s two pages; the created page says it awaits approval', async () => {
    const page = journey.member;
    await page.goto(`/person-profiles/${journey.personId}/leave-or-travel/create`);
    await appRendered(page);
    await page.getByRole('link', { name: 'Request leave' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/person-profiles/${journey.personId}/leave-requests/create`,
    );
    await page.getByRole('heading', { level: 1, name: 'Request leave' }).waitFor();
    await appRendered(page);

    // The first answer creates the request for the person in the address.
    const created = answerTo(page, 'POST', /^\/api\/leave-requests$/);
    await tick(
      page,
      page.getByRole('group', { name: /^Taking the leave/ }).getByRole('checkbox', { name: /^Grace/ }),
    );
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    await tick(
      page,
      page
        .getByRole('group', { name: /^Family members travelling along/ })
        .getByRole('checkbox', { name: /^Ella/ }),
    );
    await typeDate(page, 'Departure date', departure);
    await typeDate(page, 'Return date', returning);
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    await tick(
      page,
      page
        .getByRole('group', { name: /^Leave types/ })
        .getByRole('checkbox', { name: 'Extraordinary leave' }),
    );
    await tick(page, page.getByRole('radio', { name: 'Compassionate' }));
    await page.getByRole('textbox', { name: /^Destination/ }).fill('Edinburgh');
    await page.keyboard.press('Tab');
    await page.getByText('Saved', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go to leave request' }).click();
    await page.waitForURL((url) => /^\/leave-requests\/\d+\/created$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Leave requested' }).waitFor();

    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    journey.leave = (await getJson(page.context(), `/api/leave-requests/${id}`)) as LeaveRecord;
    journey.leavePath = `/leave-requests/${id}`;
    expect(journey.leave).toMatchObject({
      status: 'AWAITING_APPROVAL',
      subjectIds: [journey.personId],
      travellingFamilyMemberPersonProfileIds: [journey.childId],
      types: [{ type: 'EXTRAORDINARY', sub_type: 'COMPASSIONATE' }],
      departureDate: departure,
      returnDate: returning,
      destination: 'Edinburgh',
    });
    await page.getByText(`Leave request ${journey.leave.publicId} is awaiting approval`).waitFor();
    await expectNoAxeViolations(page);
  });

  it('the member attaches a file on the request’s page, and it is listed there', async () => {
    const page = journey.member;
    await page.goto(`${journey.leavePath}/created`);
    await page.getByRole('link', { name: 'View the leave request' }).click();
    await page.waitForURL((url) => url.pathname === journey.leavePath);
    const attachments = page.getByRole('region', { name: 'Attachments', exact: true });
    const uploaded = answerTo(page, 'POST', /^\/private\/api\/assets$/);
    await chooseFile(page, attachments, {
      name: 'death-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    const asset = (await answer.json()) as { id: number };
    await attachments.getByRole('link', { name: /death-certificate/ }).waitFor();
    expect((await leaveNow()).attachments).toEqual([asset.id]);
    await expectNoAxeViolations(page);
  });

  it('Z7 the member cannot approve their own request: no Approve button, and the call answers 403', async () => {
    const page = journey.member;
    await page.goto(journey.leavePath);
    await page.getByRole('heading', { level: 1, name: `Leave request ${journey.leave.publicId}` }).waitFor();
    await page.getByText('Awaiting approval', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const context = page.context();
    const refused = await context.request.post(`/api/leave-requests/${journey.leave.id}/approve`, {
      headers: await xsrfHeader(context),
      data: { version: (await leaveNow()).version },
    });
    expect(refused.status()).toBe(403);
    expect((await leaveNow()).status).toBe('AWAITING_APPROVAL');
  });

  it('office staff of the deciding organisation approve it on its page; the member sees it approved and gets the mail', async () => {
    const organisationId = (await leaveNow()).organisation?.id;
    for (const role of ['office', 'officeAfrica', 'multiOffice'] as const) {
      const context = await newVisitor(browser());
      await signInAs(context, role);
      const me = await getJson(context, '/api/users/me');
      await context.close();
      if (me.is_office_staff_for.includes(organisationId)) {
        journey.decider = role;
        break;
      }
    }
    expect(journey.decider).toBeDefined();
    const memberMails = printedMails().filter((mail) => mail.to === email).length;

    const office = await signedInPage(browser(), journey.decider);
    await office.goto(journey.leavePath);
    await office
      .getByRole('heading', { level: 1, name: `Leave request ${journey.leave.publicId}` })
      .waitFor();
    await appRendered(office);
    // The office reads the file the member attached, as the request's reader.
    await office
      .getByText(/death-certificate/)
      .first()
      .waitFor();
    const approved = answerTo(
      office,
      'POST',
      new RegExp(`^/api/leave-requests/${journey.leave.id}/approve$`),
    );
    await office.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await office.getByText('Approved', { exact: true }).first().waitFor();
    expect(await office.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await office.context().close();

    const page = journey.member;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Leave request ${journey.leave.publicId}` }).waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    const mail = await nextMailTo(email, memberMails);
    expect(mail.subject).toBe(`Leave request ${journey.leave.publicId} approved`);
    expect(mail.text).toContain(`(${departure} to ${returning}) has been approved`);
    expect(mail.text).toContain(journey.leavePath);
  });

  it('R-GUARD-005 with the extensive flow on, the member confirms on its own page that the leave ended', async () => {
    const me = await getJson(journey.member.context(), '/api/users/me');
    expect(me.page_metadata.feature_flags).toMatchObject({
      leave_requests: true,
      travel_plans: true,
      leave_request_extensive_confirm_ended_flow: true,
    });
    const page = journey.member;
    await page.goto(journey.leavePath);
    await appRendered(page);
    await page.getByRole('link', { name: 'Confirm it ended' }).click();
    await page.waitForURL((url) => url.pathname === `${journey.leavePath}/confirm-ended`);
    await page.getByRole('heading', { level: 1, name: 'Confirm your leave has ended' }).waitFor();
    await expectNoAxeViolations(page);
    const confirmed = answerTo(
      page,
      'POST',
      new RegExp(`^/api/leave-requests/${journey.leave.id}/confirm-ended$`),
    );
    await page.getByRole('button', { name: 'Confirm it ended' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect.poll(async () => (await leaveNow()).hasBeenConfirmedAsEnded).toBe(true);
  });

  it('the member’s own calendar feed, its address made in My AIM, holds the approved leave’s dates', async () => {
    const page = journey.member;
    await page.goto('/my-aim');
    await appRendered(page);
    const panel = page.getByRole('region', { name: 'Calendar feed', exact: true });
    const reset = panel.getByRole('button', { name: 'Reset link' });
    const make = panel.getByRole('button', { name: 'Make a calendar link' });
    await reset.or(make).first().waitFor();
    if (await reset.isVisible()) {
      await reset.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
    } else {
      await make.click();
    }
    const link = panel.getByRole('textbox', { name: 'Calendar link' });
    await link.waitFor();
    const feed = await page.context().request.get(new URL(await link.inputValue()).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = (await feed.text()).replaceAll('\r\n ', '');
    const event = calendar
      .split('BEGIN:VEVENT')
      .find((block) => block.includes(`UID:leave-request-${journey.leave.id}@`));
    expect(event).toBeDefined();
    expect(event).toContain(`DTSTART;VALUE=DATE:${icalDate(departure)}`);
    // An all-day event ends the day after its last day.
    const dayAfterReturn = new Date(`${returning}T00:00:00Z`);
    dayAfterReturn.setUTCDate(dayAfterReturn.getUTCDate() + 1);
    expect(event).toContain(`DTEND;VALUE=DATE:${icalDate(dayAfterReturn.toISOString().slice(0, 10))}`);
  });

  /**
   * A page signed in by `signIn` whose session carries the flags switched off. No call of the API turns a
   * flag off, and the flags are shared by every journey on this server, so the browser is given the
   * session as the server would send it with those flags off.
   */
  const withFlagsOff = async (signIn: (context: BrowserContext) => Promise<void>, off: string[]) => {
    const context = await newVisitor(browser());
    await signIn(context);
    await context.route('**/api/users/me', async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      for (const flag of off) me.page_metadata.feature_flags[flag] = false;
      await route.fulfill({ response, json: me });
    });
    return context.newPage();
  };

  /** Where Home leads the page's user now (an admin's, for one, follows the organisation last opened). */
  const homeOf = async (page: Page) => {
    await page.goto('/');
    await appRendered(page);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/');
    return new URL(page.url()).pathname;
  };

  /** Asks for each of `urls` and waits until the page has gone to `to`, by default Home. */
  const eachLeadsTo = async (page: Page, urls: string[], to?: string) => {
    for (const url of urls) {
      const expected = to ?? (await homeOf(page));
      await page.goto(url);
      await appRendered(page);
      await expect.poll(() => new URL(page.url()).pathname, { message: url }).toBe(expected);
    }
  };

  /** Every travel route, the record's ones at a travel plan that office staff or an admin (`reader`) see. */
  const travelRoutes = async (reader: BrowserContext) => {
    const [travelPlan] = (await getJson(reader, '/api/travel-plans?per_page=1')).data as { id: number }[];
    if (!travelPlan) throw new Error('The demo data has no travel plan');
    return [
      `/person-profiles/${journey.personId}/travel-plans`,
      `/person-profiles/${journey.personId}/travel-plans/create`,
      `/travel-plans/${travelPlan.id}`,
      `/travel-plans/${travelPlan.id}/created`,
      `/travel-plans/${travelPlan.id}/edit`,
      `/travel-plans/${travelPlan.id}/confirm-ended`,
      `/orgs/${journey.leave.organisation?.id}/travel-plans`,
    ];
  };

  it('R-GUARD-002 R-GUARD-006 with the travel flag off, every travel route goes Home for the member and for office staff, while the leave stays open', async () => {
    const office = await withFlagsOff((context) => signInAs(context, journey.decider), ['travel_plans']);
    const routes = await travelRoutes(office.context());
    await eachLeadsTo(office, routes);
    const leaveList = `/orgs/${journey.leave.organisation?.id}/leave-requests`;
    await office.goto(leaveList);
    await office.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(office.url()).pathname).toBe(leaveList);
    await office.context().close();

    const member = await withFlagsOff(signInAsMember, ['travel_plans']);
    await eachLeadsTo(member, routes);
    // The leave request itself stays open; its confirm-ended page, without the travel flag, leads to it.
    await member.goto(`${journey.leavePath}/confirm-ended`);
    await member.waitForURL((current) => current.pathname === journey.leavePath);
    await member
      .getByRole('heading', { level: 1, name: `Leave request ${journey.leave.publicId}` })
      .waitFor();
    // The chooser offers leave only.
    await member.goto(`/person-profiles/${journey.personId}/leave-or-travel/create`);
    await member.getByRole('link', { name: 'Request leave' }).waitFor();
    expect(await member.getByRole('link', { name: 'Plan travel' }).count()).toBe(0);
    await member.context().close();
  });

  it('R-GUARD-001 R-GUARD-007 with the leave flag off, the member’s leave routes go Home, an admin passes the leave gate, and travel is shut to both', async () => {
    const leaveRoutes = [
      journey.leavePath,
      `${journey.leavePath}/created`,
      `${journey.leavePath}/edit`,
      `/person-profiles/${journey.personId}/leave-requests`,
      `/person-profiles/${journey.personId}/leave-requests/create`,
      `/person-profiles/${journey.personId}/leave-or-travel/create`,
    ];
    const admin = await withFlagsOff((context) => signInAs(context, 'admin'), ['leave_requests']);
    const routes = await travelRoutes(admin.context());
    for (const url of [...leaveRoutes, `/orgs/${journey.leave.organisation?.id}/leave-requests`]) {
      await admin.goto(url);
      await appRendered(admin);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(admin.url()).pathname).toBe(url);
    }
    // Confirm-ended needs the leave flag even for an admin: refused, it goes to the show page, which they pass.
    await eachLeadsTo(admin, [`${journey.leavePath}/confirm-ended`], journey.leavePath);
    await eachLeadsTo(admin, routes);
    await admin.context().close();

    const member = await withFlagsOff(signInAsMember, ['leave_requests']);
    await eachLeadsTo(member, [...leaveRoutes, `${journey.leavePath}/confirm-ended`]);
    await eachLeadsTo(member, routes);
    await member.context().close();
  });
});
