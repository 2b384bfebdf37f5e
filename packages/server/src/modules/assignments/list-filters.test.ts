import { assignmentSchema, pagedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createOfficeStaff,
  createOrganisation,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedAssignments = pagedSchema(assignmentSchema);

// The organisation area's lists: Inbound (potential assignments shared with the receiving organisation),
// arriving soon (planned or active, starting within 90 days, soonest first) and Outbound (the sending
// organisation's people going elsewhere).
describeEachDatabase('assignments list filters', (database) => {
  let app: App;
  // Today is 2026-11-26; today + 90 days is 2027-02-24.
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const db = () => database().db;

  // A (orgA) sends its people to R; R also receives a person of B. Assignments, by name:
  //   interested   A's person, POTENTIAL, shared with R
  //   exploring    A's person, POTENTIAL, not shared with R
  //   dropped      A's person, POTENTIAL, shared with R, abandoned
  //   soon         A's person, PLANNED, shared with R, proposed 2027-03-01 but confirmed 2027-01-10
  //   sooner       B's person, ACTIVE, shared with R, proposed 2026-12-01
  //   later        A's person, PLANNED, shared with R, proposed 2027-06-01 (beyond 90 days)
  //   past         A's person, ACTIVE, shared with R, confirmed 2026-01-01 (already started)
  //   unshared     A's person, PLANNED, not shared with R, proposed 2026-12-15
  //   atHome       A's person, PLANNED, explored and received by A, proposed 2026-12-20
  const world = {} as {
    orgA: number;
    orgB: number;
    orgR: number;
    officeA: TestUser;
    officeB: TestUser;
    officeR: TestUser;
    admin: TestUser;
    interested: number;
    exploring: number;
    dropped: number;
    soon: number;
    sooner: number;
    later: number;
    past: number;
    unshared: number;
    atHome: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    const ofA = (await createPerson(db(), { first_name: 'Amy', mobilisedBy: [world.orgA] })).id;
    const ofB = (await createPerson(db(), { first_name: 'Ben', mobilisedBy: [world.orgB] })).id;
    const assignment = async (fields: Partial<Parameters<typeof createAssignment>[1]>) =>
      (
        await createAssignment(db(), {
          assignee_person_profile_id: ofA,
          explored_by_organisation_id: world.orgA,
          received_by_organisation_id: world.orgR,
          ...fields,
        })
      ).id;
    const shared = { is_shared_with_receiving_organisation: true };
    world.interested = await assignment({ status: 'POTENTIAL', ...shared });
    world.exploring = await assignment({ status: 'POTENTIAL' });
    world.dropped = await assignment({ status: 'POTENTIAL', is_abandoned: true, ...shared });
    world.soon = await assignment({
      status: 'PLANNED',
      proposed_start_date: '2027-03-01',
      confirmed_start_date: '2027-01-10',
      ...shared,
    });
    world.sooner = await assignment({
      assignee_person_profile_id: ofB,
      explored_by_organisation_id: world.orgB,
      status: 'ACTIVE',
      proposed_start_date: '2026-12-01',
      ...shared,
    });
    world.later = await assignment({ status: 'PLANNED', proposed_start_date: '2027-06-01', ...shared });
    world.past = await assignment({
      status: 'ACTIVE',
      proposed_start_date: '2025-12-01',
      confirmed_start_date: '2026-01-01',
      ...shared,
    });
    world.unshared = await assignment({ status: 'PLANNED', proposed_start_date: '2026-12-15' });
    world.atHome = await assignment({
      status: 'PLANNED',
      received_by_organisation_id: world.orgA,
      proposed_start_date: '2026-12-20',
    });
  });
  afterAll(() => app.close());

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/assignments?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedAssignments.parse(response.json()).data.map((assignment) => assignment.id);
  }
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);
  const inAnyOrder = (values: number[]) => sorted(...values);

  it('Z9 the receiving organisation lists only the assignments shared with it, reads them, and may act on none', async () => {
    const officeR = await signedInClient(app, world.officeR);
    expect(inAnyOrder(await list(officeR, 'per_page=9999'))).toEqual(
      sorted(world.interested, world.dropped, world.soon, world.sooner, world.later, world.past),
    );
    const shared = await officeR.get(`/api/assignments/${world.interested}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().user_can).toEqual([]);
    expect((await officeR.get(`/api/assignments/${world.exploring}`)).statusCode).toBe(404);
    expect((await officeR.get(`/api/assignments/${world.unshared}`)).statusCode).toBe(404);
    // Another organisation's office sees none of them through the receiving organisation's filter.
    expect(await list(await signedInClient(app, world.officeB), `received_by=${world.orgR}`)).toEqual([
      world.sooner,
    ]);
  });

  it('Z9 unsharing takes the assignment out of the receiving organisation’s lists and reads at once', async () => {
    const officeR = await signedInClient(app, world.officeR);
    const extra = await createAssignment(db(), {
      assignee_person_profile_id: (await createPerson(db(), { mobilisedBy: [world.orgA] })).id,
      explored_by_organisation_id: world.orgA,
      received_by_organisation_id: world.orgR,
      is_shared_with_receiving_organisation: true,
    });
    expect(await list(officeR, `id=${extra.id}`)).toEqual([extra.id]);
    await db()
      .updateTable('assignments')
      .set({ is_shared_with_receiving_organisation: false })
      .where('id', '=', extra.id)
      .execute();
    expect(await list(officeR, `id=${extra.id}`)).toEqual([]);
    expect((await officeR.get(`/api/assignments/${extra.id}`)).statusCode).toBe(404);
    await db().deleteFrom('assignments').where('id', '=', extra.id).execute();
  });

  it('R-CALL-009 Inbound: the potential assignments shared with the receiving organisation, abandoned ones left out', async () => {
    const query = `received_by=${world.orgR}&status=POTENTIAL&is_shared_with_receiving_organisation=true&is_abandoned=false`;
    expect(await list(await signedInClient(app, world.officeR), query)).toEqual([world.interested]);
    // The sending office sees its unshared ones too, but the filter keeps them out.
    const officeA = await signedInClient(app, world.officeA);
    expect(await list(officeA, query)).toEqual([world.interested]);
    expect(
      await list(
        officeA,
        `received_by=${world.orgR}&status=POTENTIAL&is_shared_with_receiving_organisation=false`,
      ),
    ).toEqual([world.exploring]);
  });

  it('R-CALL-009 R-STATE-003 R-STATE-004 arriving soon: planned or active, starting by the confirmed else the proposed date within 90 days, soonest first', async () => {
    const query = `received_by=${world.orgR}&status=PLANNED,ACTIVE&is_abandoned=false&starts_within_days=90&sort=start`;
    // sooner starts 2026-12-01 (proposed); soon 2027-01-10 (confirmed, though proposed 2027-03-01 is beyond
    // 90 days); later (2027-06-01) and past (2026-01-01) are outside; unshared is not the receiver's to see.
    expect(await list(await signedInClient(app, world.officeR), query)).toEqual([world.sooner, world.soon]);
    // The sending office sees its own unshared one arriving as well, in date order.
    expect(await list(await signedInClient(app, world.officeA), query)).toEqual([world.unshared, world.soon]);
    expect(
      await list(await signedInClient(app, world.officeR), `received_by=${world.orgR}&starts_within_days=0`),
    ).toEqual([]);
  });

  it('R-CALL-009 Outbound: the sending organisation’s people on or going to assignments elsewhere, latest start first', async () => {
    const officeA = await signedInClient(app, world.officeA);
    const query = `explored_by=${world.orgA}&exclude_received_by=${world.orgA}&status=PLANNED,ACTIVE&is_abandoned=false`;
    // later 2027-06-01, soon 2027-01-10 (confirmed), unshared 2026-12-15, past 2026-01-01; atHome stays home.
    expect(await list(officeA, query)).toEqual([world.later, world.soon, world.unshared, world.past]);
    expect(await list(officeA, `${query}&sort=-start&per_page=1`)).toEqual([world.later]);
    // Another organisation asking for A's outbound gets nothing of it.
    expect(await list(await signedInClient(app, world.officeB), query)).toEqual([]);
  });

  it('refuses an unknown sort, a day count out of range and empty organisation lists, naming the field', async () => {
    const admin = await signedInClient(app, world.admin);
    for (const [query, field] of [
      ['sort=title', 'sort'],
      ['starts_within_days=-1', 'starts_within_days'],
      ['starts_within_days=3651', 'starts_within_days'],
      ['explored_by=', 'explored_by'],
      ['exclude_received_by=x', 'exclude_received_by.0'],
      ['is_shared_with_receiving_organisation=perhaps', 'is_shared_with_receiving_organisation'],
    ] as const) {
      const response = await admin.get(`/api/assignments?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });
});
