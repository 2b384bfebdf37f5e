import { assignmentSchema, pagedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createAssignment,
  createEducationPlan,
  createFamily,
  createLeaveRequest,
  createMember,
  createOrganisation,
  createPerson,
  createReview,
  createTeam,
  createTwoOrganisations,
  createUnit,
  holdPosition,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedAssignments = pagedSchema(assignmentSchema);

describeEachDatabase('assignments', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Organisation A mobilises a member (with a spouse and a child in one family); B mobilises another
  // member; R receives them all. Assignments, by name:
  //   active      member, ACTIVE, shared with the member
  //   potential   member, POTENTIAL, not yet shared with the member (a manager of A holds a position on it)
  //   abandoned   member, POTENTIAL, abandoned, shared with the member
  //   ended       member, ENDED, shared with the member
  //   spouses     spouse, PLANNED, shared with the spouse
  //   ofB         member of B, ACTIVE, shared (the manager of A holds a position on it too)
  const world = {} as {
    orgA: number;
    orgB: number;
    orgR: number;
    officeA: TestUser;
    officeB: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: number;
    child: number;
    memberB: TestUser & { personProfileId: number };
    leaderA: TestUser & { personProfileId: number };
    managerA: TestUser & { personProfileId: number };
    admin: TestUser;
    active: number;
    potential: number;
    abandoned: number;
    ended: number;
    spouses: number;
    ofB: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.spouse = (
      await createPerson(db(), { first_name: 'John', last_name: 'Slessor', mobilisedBy: [world.orgA] })
    ).id;
    world.child = (
      await createPerson(db(), { first_name: 'Ella', last_name: 'Slessor', mobilisedBy: [world.orgA] })
    ).id;
    await createFamily(db(), 'Slessor', [world.member.personProfileId, world.spouse, world.child]);
    world.memberB = await createMember(db(), [world.orgB]);
    world.leaderA = await createMember(db(), [world.orgA]);
    await addToSecurityGroup(db(), world.leaderA.personProfileId, world.orgA, 'leadership');
    world.managerA = await createMember(db(), [world.orgA]);
    await addToSecurityGroup(db(), world.managerA.personProfileId, world.orgA, 'management');

    const assignment = async (
      assignee: number,
      organisationId: number,
      fields: Partial<Parameters<typeof createAssignment>[1]>,
    ) =>
      (
        await createAssignment(db(), {
          assignee_person_profile_id: assignee,
          explored_by_organisation_id: organisationId,
          received_by_organisation_id: world.orgR,
          ...fields,
        })
      ).id;
    const mine = world.member.personProfileId;
    world.active = await assignment(mine, world.orgA, {
      status: 'ACTIVE',
      is_shared_with_assignee: true,
      is_shared_with_receiving_organisation: true,
      proposed_start_date: '2025-01-01',
      confirmed_start_date: '2025-02-01',
      confirmed_end_date: '2028-01-31',
      offer_status: 'ACCEPTED',
      offer_accepted_on: '2024-10-01',
    });
    world.potential = await assignment(mine, world.orgA, {
      status: 'POTENTIAL',
      proposed_start_date: '2027-06-01',
    });
    world.abandoned = await assignment(mine, world.orgA, {
      status: 'POTENTIAL',
      is_abandoned: true,
      is_shared_with_assignee: true,
      proposed_start_date: '2027-03-01',
    });
    world.ended = await assignment(mine, world.orgA, {
      status: 'ENDED',
      is_shared_with_assignee: true,
      proposed_start_date: '2019-01-01',
      proposed_end_date: '2021-01-01',
    });
    world.spouses = await assignment(world.spouse, world.orgA, {
      status: 'PLANNED',
      is_shared_with_assignee: true,
      proposed_start_date: '2027-01-01',
    });
    world.ofB = await assignment(world.memberB.personProfileId, world.orgB, {
      status: 'ACTIVE',
      is_shared_with_assignee: true,
      proposed_start_date: '2026-01-01',
    });
    await holdPosition(db(), {
      organisationId: world.orgA,
      name: 'Member care',
      subjectType: 'ASSIGNMENT',
      subjectIds: [world.potential, world.ofB],
      userId: world.managerA.id,
    });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/assignments?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedAssignments.parse(response.json());
  }

  const ids = (page: { data: { id: number }[] }) =>
    page.data.map((assignment) => assignment.id).sort((a, b) => a - b);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it('R-CALL-007 the member asks for their non-abandoned assignments 9999 at once: their shared ones, in the paged shape', async () => {
    const browser = await signedIn(world.member);
    const page = await list(
      browser,
      `assignee=${world.member.personProfileId}&per_page=9999&is_abandoned=false`,
    );
    expect(ids(page)).toEqual(sorted(world.active, world.ended));
    expect(page).toMatchObject({ total: 2, from: 1, to: 2, per_page: 9999, current_page: 1, last_page: 1 });
    expect(page.data.every((assignment) => assignment.user_can.length === 0)).toBe(true);
  });

  it('R-POPUP-014 filters by assignee, status list and is_abandoned', async () => {
    const admin = await signedIn(world.admin);
    const mine = world.member.personProfileId;
    expect(ids(await list(admin, `assignee=${mine}&status=ACTIVE&is_abandoned=false`))).toEqual([
      world.active,
    ]);
    expect(ids(await list(admin, `assignee=${mine}&status=POTENTIAL,ENDED`))).toEqual(
      sorted(world.potential, world.abandoned, world.ended),
    );
    expect(ids(await list(admin, `assignee=${mine}&is_abandoned=true`))).toEqual([world.abandoned]);
    expect(ids(await list(admin, `assignee=${mine},${world.spouse}&status=PLANNED`))).toEqual([
      world.spouses,
    ]);
    expect(ids(await list(admin, `id=${world.ofB},${world.ended}`))).toEqual(sorted(world.ended, world.ofB));
    expect(ids(await list(admin, `received_by=${world.orgA}`))).toEqual([]);
    expect(ids(await list(admin, `organisation=${world.orgB}`))).toEqual([world.ofB]);
  });

  it('finds an assignment by the public id its address shows, only within the caller’s scope', async () => {
    const admin = await signedIn(world.admin);
    const publicIdOf = async (id: number) => (await admin.get(`/api/assignments/${id}`)).json().public_id;
    const [ofB, active] = await Promise.all([publicIdOf(world.ofB), publicIdOf(world.active)]);
    expect(ids(await list(admin, `public_id=${ofB},${active}`))).toEqual(sorted(world.ofB, world.active));
    const member = await signedIn(world.member);
    expect(ids(await list(member, `public_id=${active}`))).toEqual([world.active]);
    expect(await list(member, `public_id=${ofB}`)).toMatchObject({ total: 0, data: [] });
  });

  it('says where each assignment takes place, nothing for one without a place', async () => {
    const page = await list(await signedIn(world.member), `id=${world.ended}`);
    expect(page.data[0]?.location).toEqual({
      country_name: null,
      geolocation_name: null,
      team_name: null,
      unit_name: null,
    });
  });

  it('pages newest first, with links that keep the filters', async () => {
    const admin = await signedIn(world.admin);
    const first = await list(admin, `organisation=${world.orgA}&per_page=2`);
    expect(first).toMatchObject({ total: 5, from: 1, to: 2, last_page: 3 });
    // By the confirmed, else the proposed, start: potential 2027-06, abandoned 2027-03, spouses 2027-01, …
    expect(first.data.map((assignment) => assignment.id)).toEqual([world.potential, world.abandoned]);
    expect(first.next_page_url).toBe(`/api/assignments?organisation=${world.orgA}&per_page=2&page=2`);
    const last = await list(admin, `organisation=${world.orgA}&per_page=2&page=3`);
    expect(last).toMatchObject({ from: 5, to: 5, next_page_url: null });
    expect(last.data.map((assignment) => assignment.id)).toEqual([world.ended]);
  });

  it('Z6 a member reads the shared assignments of their family, and none not yet shared with the assignee', async () => {
    const browser = await signedIn(world.member);
    expect(ids(await list(browser, `assignee=${world.spouse}`))).toEqual([world.spouses]);
    expect((await browser.get(`/api/assignments/${world.spouses}`)).statusCode).toBe(200);
    expect(ids(await list(browser, 'per_page=9999'))).toEqual(
      sorted(world.active, world.abandoned, world.ended, world.spouses),
    );
    expect((await browser.get(`/api/assignments/${world.potential}`)).statusCode).toBe(404);
  });

  it('Z4 the assignments of a foreign person are out of reach: 404 by id, nothing and no count in lists', async () => {
    const browser = await signedIn(world.member);
    const response = await browser.get(`/api/assignments/${world.ofB}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect(await list(browser, `assignee=${world.memberB.personProfileId}`)).toMatchObject({
      total: 0,
      data: [],
      from: null,
      to: null,
    });
    expect(await list(browser, `id=${world.ofB}`)).toMatchObject({ total: 0, data: [] });
    const memberB = await signedIn(world.memberB);
    expect(ids(await list(memberB, 'per_page=9999'))).toEqual([world.ofB]);
    expect((await memberB.get(`/api/assignments/${world.active}`)).statusCode).toBe(404);
  });

  it('Z2 office staff list and count only the assignments of their organisation', async () => {
    const officeA = await list(await signedIn(world.officeA), 'per_page=9999');
    expect(ids(officeA)).toEqual(
      sorted(world.active, world.potential, world.abandoned, world.ended, world.spouses),
    );
    expect(officeA.total).toBe(5);
    const officeB = await signedIn(world.officeB);
    const listB = await list(officeB, `per_page=9999&assignee=${world.member.personProfileId}`);
    expect(listB).toMatchObject({ total: 0, data: [] });
    expect(await list(officeB, `organisation=${world.orgA}`)).toMatchObject({ total: 0, data: [] });
    expect(ids(await list(officeB, 'status=ACTIVE'))).toEqual([world.ofB]);
  });

  it('Z1 office staff of org B asking for an assignment of org A get 404, like an unknown one, and the refusal is logged', async () => {
    const browser = await signedIn(world.officeB);
    logLines.length = 0;
    const response = await browser.get(`/api/assignments/${world.active}`);
    expect(response.statusCode).toBe(404);
    const unknown = await browser.get('/api/assignments/987654');
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(response.json()).sort());
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals).toEqual([
      expect.objectContaining({
        entity: 'assignment',
        entityId: world.active,
        actorUserId: world.officeB.id,
      }),
    ]);
  });

  it('the admin reaches every assignment', async () => {
    const admin = await signedIn(world.admin);
    expect((await list(admin, 'per_page=9999')).total).toBe(6);
    expect((await admin.get(`/api/assignments/${world.ofB}`)).statusCode).toBe(200);
  });

  it('R-ROLE-017 Z12 leadership reaches every assignment of its organisation and acts on them, none of another', async () => {
    const browser = await signedIn(world.leaderA);
    const page = await list(browser, 'per_page=9999');
    expect(ids(page)).toEqual(
      sorted(world.active, world.potential, world.abandoned, world.ended, world.spouses),
    );
    const potential = page.data.find((assignment) => assignment.id === world.potential);
    expect(potential?.user_can).toContain('abandon');
    expect((await browser.get(`/api/assignments/${world.ofB}`)).statusCode).toBe(404);
  });

  it('R-ROLE-021 Z12 management reaches only the assignments of its organisation it holds a position on, read-only', async () => {
    const browser = await signedIn(world.managerA);
    const page = await list(browser, 'per_page=9999');
    // Its position on the assignment of B gives nothing: management is for its own organisation.
    expect(ids(page)).toEqual([world.potential]);
    expect(page.data[0]?.user_can).toEqual([]);
    expect(page.data[0]?.positions).toEqual([
      expect.objectContaining({
        name: 'Member care',
        removed: false,
        assignments: [{ user_ids: [world.managerA.id] }],
      }),
    ]);
    expect((await browser.get(`/api/assignments/${world.active}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/assignments/${world.ofB}`)).statusCode).toBe(404);
  });

  it('R-CALL-008 R-ENTITY-011 answers one assignment with its parts', async () => {
    const unit = await createUnit(db(), { organisation_id: world.orgR, name: 'Medical unit' });
    const team = await createTeam(db(), {
      organisation_id: world.orgR,
      name: 'Hospital team',
      unit_id: unit.id,
    });
    const geolocation = await db()
      .insertInto('geolocations')
      .values({ name: 'Kijabe', country: 'KE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('assignments')
      .set({ country: 'ke', geolocation_id: geolocation.id, team_id: team.id, unit_id: unit.id })
      .where('id', '=', world.active)
      .execute();
    await db()
      .insertInto('itinerary_items')
      .values({ assignment_id: world.active, type: 'MAIN', start_date: '2025-02-01', status: 'CONFIRMED' })
      .execute();
    const review = await createReview(db(), { assignment_id: world.active, date: '2026-09-01' });
    const leave = await createLeaveRequest(db(), {
      person_profile_id: world.member.personProfileId,
      departure_date: '2026-12-20',
      return_date: '2027-01-05',
    });
    const pastLeave = await createLeaveRequest(db(), {
      person_profile_id: world.member.personProfileId,
      departure_date: '2026-06-01',
      return_date: '2026-06-20',
    });
    await db()
      .insertInto('leave_request_assignments')
      .values([leave, pastLeave].map((each) => ({ leave_request_id: each.id, assignment_id: world.active })))
      .execute();
    const plan = await createEducationPlan(db(), {
      person_profile_id: world.child,
      expires_on: '2027-07-31',
    });
    const asset = await db()
      .insertInto('assets')
      .values({
        filename: 'mou.pdf',
        title: 'MOU',
        file_size: 10,
        content_type: 'application/pdf',
        storage_key: `k-${world.active}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('assignment_mou_documents')
      .values({ assignment_id: world.active, asset_id: asset.id })
      .execute();

    const response = await (await signedIn(world.member)).get(`/api/assignments/${world.active}`);
    expect(response.statusCode, response.body).toBe(200);
    const assignment = assignmentSchema.parse(response.json());
    expect(assignment).toMatchObject({
      id: world.active,
      assignee: { id: world.member.personProfileId, name: 'Mary Slessor', avatarId: null },
      explored_by: { id: world.orgA, name: 'Alpha Mission' },
      received_by: { id: world.orgR, name: 'Receiving Mission' },
      status: 'ACTIVE',
      is_abandoned: false,
      proposed_dates: { start_date: '2025-01-01', end_date: '2029-12-31' },
      confirmed_dates: { start_date: '2025-02-01', end_date: '2028-01-31' },
      offer_for_assignment: { status: 'ACCEPTED', accepted_on: '2024-10-01', notes: null },
      outbound_logistics_plan: null,
      itinerary_items: [
        {
          type: 'MAIN',
          responsible_for: null,
          start_date: '2025-02-01',
          end_date: null,
          status: 'CONFIRMED',
        },
      ],
      reviews: [{ id: review.id, date: '2026-09-01', status: 'NOT_SUBMITTED', type: 'ANNUAL' }],
      current_leave_requests: [
        {
          id: leave.id,
          publicId: String(leave.public_id),
          status: 'AWAITING_APPROVAL',
          departureDate: '2026-12-20',
          returnDate: '2027-01-05',
        },
      ],
      current_travel_plans: [],
      children_education_plans: [
        {
          id: plan.id,
          status: 'DRAFT',
          personProfileId: world.child,
          academicYear: '2026-2027',
          expiresOn: '2027-07-31',
        },
      ],
      mou_document_ids: [asset.id],
      requisition: null,
      location: {
        country_name: 'Kenya',
        geolocation_name: 'Kijabe',
        team_name: 'Hospital team',
        unit_name: 'Medical unit',
      },
      version: 1,
    });
    expect(typeof assignment.public_id).toBe('string');
  });

  it('Z4 an assignment lists only the reviews its reader sees: the mobilising office once a review is shared with it, the reviewed person all of theirs', async () => {
    const unshared = await createReview(db(), { assignment_id: world.ended, date: '2020-03-01' });
    const shared = await createReview(db(), {
      assignment_id: world.ended,
      date: '2020-09-01',
      type: 'END_OF_TERM',
      status: 'SUBMITTED',
      is_shared_with_mobilising_organisation: true,
    });
    const reviewsAs = async (user: TestUser) => {
      const response = await (await signedIn(user)).get(`/api/assignments/${world.ended}`);
      expect(response.statusCode, response.body).toBe(200);
      return assignmentSchema.parse(response.json()).reviews;
    };
    expect(await reviewsAs(world.officeA)).toEqual([
      { id: shared.id, date: '2020-09-01', status: 'SUBMITTED', type: 'END_OF_TERM' },
    ]);
    expect(await reviewsAs(world.member)).toEqual([
      { id: unshared.id, date: '2020-03-01', status: 'NOT_SUBMITTED', type: 'ANNUAL' },
      { id: shared.id, date: '2020-09-01', status: 'SUBMITTED', type: 'END_OF_TERM' },
    ]);
    // The list answers each assignment as its one record does.
    const listed = pagedAssignments.parse(
      (await (await signedIn(world.officeA)).get(`/api/assignments?id=${world.ended}`)).json(),
    );
    expect(listed.data[0]?.reviews.map(({ id }) => id)).toEqual([shared.id]);
  });

  it('refuses a status outside the enum, a page size of 0 or over 9999, and an empty id list, naming the field', async () => {
    const browser = await signedIn(world.officeA);
    for (const [query, field] of [
      ['status=ACTIVE,GONE', 'status.1'],
      ['per_page=0', 'per_page'],
      ['per_page=10001', 'per_page'],
      ['id=', 'id'],
      ['assignee=', 'assignee'],
      ['is_abandoned=maybe', 'is_abandoned'],
      ['colour=red', 'querystring'],
    ] as const) {
      const response = await browser.get(`/api/assignments?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    expect((await browser.get('/api/assignments/abc')).statusCode).toBe(422);
  });
});
