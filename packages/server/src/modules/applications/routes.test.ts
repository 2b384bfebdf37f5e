import { applicationSchema, pagedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createApplication,
  createMember,
  createPerson,
  createTwoOrganisations,
  holdPosition,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedApplications = pagedSchema(applicationSchema);

describeEachDatabase('applications', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Organisation A: a member applying (in progress, with stages), a colleague's application the member
  // of B is invited to, a rejected one a manager of A holds a position on; organisation B: its member's
  // appointed application.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    member: TestUser & { personProfileId: number };
    memberB: TestUser & { personProfileId: number };
    colleague: number;
    leaderA: TestUser & { personProfileId: number };
    managerA: TestUser & { personProfileId: number };
    admin: TestUser;
    mine: number;
    invited: number;
    rejected: number;
    ofB: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA]);
    world.memberB = await createMember(db(), [world.orgB]);
    world.colleague = (await createPerson(db(), { mobilisedBy: [world.orgA] })).id;
    world.leaderA = await createMember(db(), [world.orgA]);
    await addToSecurityGroup(db(), world.leaderA.personProfileId, world.orgA, 'leadership');
    world.managerA = await createMember(db(), [world.orgA]);
    await addToSecurityGroup(db(), world.managerA.personProfileId, world.orgA, 'management');

    world.mine = (
      await createApplication(db(), {
        organisation_id: world.orgA,
        applicantIds: [world.member.personProfileId],
        about: 'Teaching in Kijabe.',
      })
    ).id;
    const stages = ['Enquiry', 'Interview', 'Candidate', 'Appointment'].map((name, position) => ({
      application_id: world.mine,
      name,
      position,
      completed_at: position === 0 ? new Date('2026-10-01T12:00:00Z') : null,
    }));
    await db().insertInto('application_workflow_stages').values(stages).execute();
    world.invited = (
      await createApplication(db(), {
        organisation_id: world.orgA,
        applicantIds: [world.colleague],
        status: 'ON_HOLD',
        term_type: 'SHORT_TERM',
      })
    ).id;
    await db()
      .insertInto('application_invited_applicants')
      .values({ application_id: world.invited, person_profile_id: world.memberB.personProfileId })
      .execute();
    world.rejected = (
      await createApplication(db(), {
        organisation_id: world.orgA,
        applicantIds: [world.colleague],
        status: 'REJECTED',
      })
    ).id;
    world.ofB = (
      await createApplication(db(), {
        organisation_id: world.orgB,
        applicantIds: [world.memberB.personProfileId],
        status: 'APPOINTED',
      })
    ).id;
    await db()
      .insertInto('appointments')
      .values({
        application_id: world.ofB,
        appointee_id: world.memberB.personProfileId,
        term_type: 'FULL_TERM',
        appointment_date: '2026-09-01',
        appointed_by: world.officeB.id,
      })
      .execute();
    await holdPosition(db(), {
      organisationId: world.orgA,
      name: 'Candidate director',
      subjectType: 'APPLICATION',
      subjectIds: [world.rejected, world.ofB],
      userId: world.managerA.id,
    });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/applications?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedApplications.parse(response.json());
  }

  const ids = (page: { data: { id: number }[] }) =>
    page.data.map((application) => application.id).sort((a, b) => a - b);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it("R-CALL-011 R-CALL-012 R-POPUP-013 the member's applications in progress by applicant, 999 per page, with their stages", async () => {
    const browser = await signedIn(world.member);
    const page = await list(
      browser,
      `applicant=${world.member.personProfileId}&status=IN_PROGRESS,ON_HOLD&with_workflow_stages&per_page=999`,
    );
    expect(page).toMatchObject({ total: 1, per_page: 999, current_page: 1, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      id: world.mine,
      status: 'IN_PROGRESS',
      term_type: 'FULL_TERM',
      about: 'Teaching in Kijabe.',
      organisation_id: world.orgA,
      applicant_ids: [world.member.personProfileId],
      invited_applicant_ids: [],
      user_can: ['abandon'],
    });
    expect(page.data[0]?.workflow?.stages.map(({ name, status }) => [name, status])).toEqual([
      ['Enquiry', 'COMPLETED'],
      ['Interview', 'IN_PROGRESS'],
      ['Candidate', 'NOT_STARTED'],
      ['Appointment', 'NOT_STARTED'],
    ]);
    const withoutStages = await list(browser, `applicant=${world.member.personProfileId}`);
    expect(withoutStages.data[0]).not.toHaveProperty('workflow');
  });

  it('R-CALL-010 R-ENTITY-016 answers one application with its workflow, positions and appointments', async () => {
    const admin = await signedIn(world.admin);
    const response = await admin.get(`/api/applications/${world.ofB}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(applicationSchema.parse(response.json())).toMatchObject({
      id: world.ofB,
      status: 'APPOINTED',
      workflow: { stages: [] },
      positions: [
        expect.objectContaining({
          name: 'Candidate director',
          assignments: [{ user_ids: [world.managerA.id] }],
        }),
      ],
      appointments: [
        {
          application_id: world.ofB,
          appointee_id: world.memberB.personProfileId,
          term_type: 'FULL_TERM',
          appointment_date: '2026-09-01',
          appointed_by: world.officeB.id,
        },
      ],
      user_can: [],
    });
    expect(typeof response.json().public_id).toBe('string');
  });

  it('filters by id list, applicant and status list, and pages', async () => {
    const admin = await signedIn(world.admin);
    expect(ids(await list(admin, `id=${world.mine},${world.ofB}`))).toEqual(sorted(world.mine, world.ofB));
    expect(ids(await list(admin, `applicant=${world.colleague}`))).toEqual(
      sorted(world.invited, world.rejected),
    );
    expect(ids(await list(admin, 'status=REJECTED,APPOINTED'))).toEqual(sorted(world.rejected, world.ofB));
    const first = await list(admin, 'per_page=3');
    expect(first).toMatchObject({
      total: 4,
      from: 1,
      to: 3,
      last_page: 2,
      next_page_url: '/api/applications?per_page=3&page=2',
    });
    const second = await list(admin, 'per_page=3&page=2');
    expect(second).toMatchObject({ from: 4, to: 4, next_page_url: null });
    expect(sorted(...first.data.map((each) => each.id), ...second.data.map((each) => each.id))).toEqual(
      sorted(world.mine, world.invited, world.rejected, world.ofB),
    );
  });

  it("someone invited to apply sees that application, read-only, and nobody else's", async () => {
    const browser = await signedIn(world.memberB);
    expect(ids(await list(browser, 'per_page=999'))).toEqual(sorted(world.invited, world.ofB));
    const invited = await browser.get(`/api/applications/${world.invited}`);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      invited_applicant_ids: [world.memberB.personProfileId],
      user_can: [],
    });
    expect((await browser.get(`/api/applications/${world.mine}`)).statusCode).toBe(404);
  });

  it("Z4 a member asking for another person's applications gets 404 by id and nothing, not even a count, by applicant", async () => {
    const browser = await signedIn(world.member);
    expect((await browser.get(`/api/applications/${world.ofB}`)).statusCode).toBe(404);
    expect(await list(browser, `applicant=${world.memberB.personProfileId}`)).toMatchObject({
      total: 0,
      data: [],
    });
    expect(await list(browser, `id=${world.invited},${world.rejected}`)).toMatchObject({
      total: 0,
      data: [],
    });
  });

  it('Z2 office staff list and count only the applications of their organisation, and act on the running ones', async () => {
    const officeA = await list(await signedIn(world.officeA), 'per_page=999&with_workflow_stages');
    expect(ids(officeA)).toEqual(sorted(world.mine, world.invited, world.rejected));
    expect(officeA.total).toBe(3);
    const userCan = Object.fromEntries(officeA.data.map((each) => [each.id, each.user_can]));
    expect(userCan[world.mine]).toEqual(['update', 'appoint', 'put_on_hold', 'reject', 'abandon']);
    expect(userCan[world.invited]).toEqual(['update', 'resume', 'reject', 'abandon']);
    expect(userCan[world.rejected]).toEqual([]);
    const officeB = await signedIn(world.officeB);
    expect(await list(officeB, `applicant=${world.member.personProfileId}`)).toMatchObject({
      total: 0,
      data: [],
    });
    expect(ids(await list(officeB, ''))).toEqual([world.ofB]);
  });

  it('Z1 office staff of org B asking for an application of org A get 404, like an unknown one, and the refusal is logged', async () => {
    const browser = await signedIn(world.officeB);
    logLines.length = 0;
    const response = await browser.get(`/api/applications/${world.mine}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await browser.get('/api/applications/987654')).statusCode).toBe(404);
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals).toEqual([
      expect.objectContaining({ entity: 'application', entityId: world.mine, actorUserId: world.officeB.id }),
    ]);
  });

  it('R-ROLE-017 R-ROLE-018 Z12 leadership sees every application of its organisation and acts on them without appointing', async () => {
    const browser = await signedIn(world.leaderA);
    const page = await list(browser, 'per_page=999');
    expect(ids(page)).toEqual(sorted(world.mine, world.invited, world.rejected));
    expect(page.data.find((each) => each.id === world.mine)?.user_can).toEqual([
      'update',
      'put_on_hold',
      'reject',
      'abandon',
    ]);
    expect((await browser.get(`/api/applications/${world.ofB}`)).statusCode).toBe(404);
  });

  it('R-ROLE-021 Z12 management sees only the applications of its organisation it holds a position on', async () => {
    const browser = await signedIn(world.managerA);
    // Its position on the application of B gives nothing: management is for its own organisation.
    expect(ids(await list(browser, 'per_page=999'))).toEqual([world.rejected]);
    expect((await browser.get(`/api/applications/${world.rejected}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/applications/${world.mine}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/applications/${world.ofB}`)).statusCode).toBe(404);
  });

  it('the admin reaches every application', async () => {
    expect((await list(await signedIn(world.admin), 'per_page=999')).total).toBe(4);
  });

  it('refuses a status outside the enum, a page size of 0 or over 9999, and an empty id list, naming the field', async () => {
    const browser = await signedIn(world.officeA);
    for (const [query, field] of [
      ['status=IN_PROGRESS,DONE', 'status.1'],
      ['per_page=0', 'per_page'],
      ['per_page=10001', 'per_page'],
      ['id=', 'id'],
      ['applicant=', 'applicant'],
      ['with_workflow_stages=perhaps', 'with_workflow_stages'],
    ] as const) {
      const response = await browser.get(`/api/applications?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    expect((await browser.get('/api/applications/0')).statusCode).toBe(422);
  });
});
