import { organisationDashboardSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createApplication,
  createAssignment,
  createLeaveRequest,
  createPerson,
  createReview,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

describeEachDatabase('organisation dashboard counts', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const world = {} as { orgA: number; orgB: number; officeA: TestUser; officeB: TestUser; admin: TestUser };

  /** One of each thing the dashboard counts for `organisation`, and one of each it must not count. */
  async function populate(organisation: number, other: number, people: number) {
    const persons: number[] = [];
    for (let index = 0; index < people; index += 1) {
      persons.push((await createPerson(db(), { last_name: `P${index}`, mobilisedBy: [organisation] })).id);
    }
    const [first = 0, second = 0] = persons;
    const assignment = (fields: Partial<Parameters<typeof createAssignment>[1]>) =>
      createAssignment(db(), {
        assignee_person_profile_id: first,
        received_by_organisation_id: organisation,
        status: 'PLANNED',
        ...fields,
      });
    // Arriving soon (planned or active, as its list): three assignments of one person count once, and a
    // second person once.
    await assignment({ proposed_start_date: '2026-12-06' });
    await assignment({ proposed_start_date: '2026-12-01', status: 'ACTIVE' });
    await assignment({ confirmed_start_date: '2027-01-10', proposed_start_date: '2026-01-01' });
    await assignment({ assignee_person_profile_id: second, proposed_start_date: '2027-02-20' });
    // Not soon, abandoned, already started, or received by the other organisation.
    await assignment({ proposed_start_date: '2027-06-01' });
    await assignment({ proposed_start_date: '2026-12-01', is_abandoned: true });
    await assignment({ proposed_start_date: '2026-12-01', received_by_organisation_id: other });
    await assignment({ proposed_start_date: '2026-11-20' });

    await createLeaveRequest(db(), { person_profile_id: first, organisation_id: organisation });
    await createLeaveRequest(db(), {
      person_profile_id: first,
      organisation_id: organisation,
      status: 'APPROVED',
    });

    await createApplication(db(), { organisation_id: organisation });
    await createApplication(db(), { organisation_id: organisation, status: 'APPOINTED' });

    const reviewed = await assignment({ status: 'ACTIVE', proposed_start_date: '2025-01-01' });
    await createReview(db(), { assignment_id: reviewed.id, date: '2026-11-25' });
    await createReview(db(), { assignment_id: reviewed.id, date: '2026-11-26' });
    await createReview(db(), { assignment_id: reviewed.id, date: '2026-10-01', status: 'SUBMITTED' });
    // A person of this organisation received elsewhere: this organisation's review once it is shared
    // with it, the receiving one's until then.
    const abroad = await assignment({ status: 'ACTIVE', received_by_organisation_id: other });
    await createReview(db(), { assignment_id: abroad.id, date: '2026-09-01' });
    await createReview(db(), {
      assignment_id: abroad.id,
      date: '2026-09-02',
      is_shared_with_mobilising_organisation: true,
    });
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    await populate(world.orgA, world.orgB, 3);
  });
  afterAll(() => app.close());

  async function counts(user: TestUser, organisation: number) {
    const response = await (await signedInClient(app, user)).get(
      `/api/organisations/${organisation}/dashboard`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return organisationDashboardSchema.parse(response.json());
  }

  it('counts people, arrivals within 90 days, leave awaiting approval, applications in progress and overdue reviews', async () => {
    expect(await counts(world.officeA, world.orgA)).toEqual({
      people: 3,
      arriving_soon: 2,
      leave_awaiting_approval: 1,
      applications_in_progress: 1,
      // A's review past its date, and the review of A's person received by B that B shared with A.
      overdue_reviews: 2,
    });
  });

  it('Z2 dashboard counts never count the people of another organisation', async () => {
    const before = await counts(world.officeA, world.orgA);
    await populate(world.orgB, world.orgA, 5);
    expect(await counts(world.officeA, world.orgA)).toEqual(before);
    expect(await counts(world.officeB, world.orgB)).toEqual({ ...before, people: 5 });
    expect(await counts(world.admin, world.orgA)).toEqual(await counts(world.officeA, world.orgA));
  });

  it("counts the arrival and overdue review of another organisation's person only once the assignment is shared", async () => {
    const before = await counts(world.officeA, world.orgA);
    const { id: visitor } = await createPerson(db(), { mobilisedBy: [world.orgB] });
    const arriving = await createAssignment(db(), {
      assignee_person_profile_id: visitor,
      received_by_organisation_id: world.orgA,
      status: 'PLANNED',
      proposed_start_date: '2026-12-24',
    });
    await createReview(db(), { assignment_id: arriving.id, date: '2026-11-01' });
    expect(await counts(world.officeA, world.orgA)).toEqual(before);
    await db()
      .updateTable('assignments')
      .set({ is_shared_with_receiving_organisation: true })
      .where('id', '=', arriving.id)
      .execute();
    expect(await counts(world.officeA, world.orgA)).toEqual({
      ...before,
      arriving_soon: before.arriving_soon + 1,
      overdue_reviews: before.overdue_reviews + 1,
    });
  });

  it('Z1 answers 404 to office staff of another organisation, and logs the refusal', async () => {
    const browser = await signedInClient(app, world.officeA);
    const response = await browser.get(`/api/organisations/${world.orgB}/dashboard`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals).toContainEqual(
      expect.objectContaining({ entity: 'organisation', entityId: world.orgB }),
    );
    const unknown = await (await signedInClient(app, world.admin)).get('/api/organisations/999999/dashboard');
    expect(unknown.statusCode).toBe(404);
    expect((await browser.get('/api/organisations/alpha/dashboard')).statusCode).toBe(422);
  });
});
