import { positionRecordSchema } from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createEducationConsultant,
  createOrganisation,
  createSecurityGroupMembers,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

const positionList = positionRecordSchema.array();

describeEachDatabase('positions', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Organisation A with its office staff, a member in each security group and a plain member (an
  // applicant); organisation B's office staff; an international-office education consultant.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    seniorA: TestUser;
    leaderA: TestUser;
    managerA: TestUser;
    applicantA: TestUser;
    consultant: TestUser;
  };
  const as = signedInClients(() => app);

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    const members = await createSecurityGroupMembers(db(), world.orgA);
    world.seniorA = members.senior;
    world.leaderA = members.leader;
    world.managerA = members.manager;
    world.applicantA = members.applicant;
    const international = await createOrganisation(db(), { isInternationalOffice: true });
    world.consultant = await createEducationConsultant(db(), [international.id]);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  const positionTables = ['positions', 'audit_log'] as const;
  const counts = () => countRows(db(), positionTables);

  async function createdBy(user: TestUser, name: string, applicableTo = ['APPLICATION']) {
    const response = await (await as(user)).post(`/api/organisations/${world.orgA}/positions`, {
      name,
      applicable_to: applicableTo,
    });
    expect(response.statusCode, response.body).toBe(201);
    return positionRecordSchema.parse(response.json());
  }

  const patch = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
    (await as(user)).request({ method: 'PATCH', url: `/api/positions/${id}`, payload });
  const remove = async (user: TestUser, id: number, version: number) =>
    (await as(user)).request({ method: 'DELETE', url: `/api/positions/${id}?version=${version}` });
  const storedRow = (id: number) =>
    db().selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirst();

  it('R-ENTITY-017 office staff without a security group create a position: 201 with id, name, applicable_to, organisation, removed, version and user_can; one audit row', async () => {
    const before = await counts();
    const created = await createdBy(world.officeA, 'Candidate Director', ['APPLICATION', 'ASSIGNMENT']);
    expect(created).toMatchObject({
      name: 'Candidate Director',
      applicable_to: ['APPLICATION', 'ASSIGNMENT'],
      organisation_id: world.orgA,
      removed: false,
      version: 1,
      user_can: ['update', 'remove'],
    });
    expect(await counts()).toEqual({
      positions: Number(before.positions) + 1,
      audit_log: Number(before.audit_log) + 1,
    });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'position')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_user_id: world.officeA.id,
      organisation_id: world.orgA,
      action: 'create',
    });
  });

  it('R-ROLE-014 senior leadership creates, renames and removes positions of its organisation', async () => {
    const created = await createdBy(world.seniorA, 'Mentor');
    const renamed = await patch(world.seniorA, created.id, { name: 'Field mentor', version: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Field mentor', version: 2 });
    const removed = await remove(world.seniorA, created.id, 2);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ removed: true, version: 3, user_can: [] });
  });

  it('R-ROLE-019 R-GUARD-019 Z12 leadership and management may neither create, list, rename nor remove positions: 403, nothing written', async () => {
    const position = await createdBy(world.officeA, 'Personnel Coordinator');
    for (const user of [world.leaderA, world.managerA]) {
      const before = await counts();
      const client = await as(user);
      const attempts = [
        await client.post(`/api/organisations/${world.orgA}/positions`, {
          name: 'Sneaky',
          applicable_to: ['APPLICATION'],
        }),
        await client.get(`/api/organisations/${world.orgA}/positions`),
        await patch(user, position.id, { name: 'Renamed', version: 1 }),
        await remove(user, position.id, 1),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
      expect(attempts[0]?.json().code).toBe('capability_not_held');
      expect(await counts()).toEqual(before);
    }
    expect(await storedRow(position.id)).toMatchObject({
      name: 'Personnel Coordinator',
      removed: false,
      version: 1,
    });
  });

  it('Z1 Z4 another organisation’s staff and an applicant reach no position of organisation A: 404 (not 403), logged, nothing written', async () => {
    const position = await createdBy(world.officeA, 'Requisition Owner', ['REQUISITION']);
    for (const user of [world.officeB, world.applicantA]) {
      const before = await counts();
      logLines.length = 0;
      const client = await as(user);
      const attempts = [
        await client.get(`/api/organisations/${world.orgA}/positions`),
        await client.post(`/api/organisations/${world.orgA}/positions`, {
          name: 'Sneaky',
          applicable_to: ['APPLICATION'],
        }),
        await patch(user, position.id, { name: 'Renamed', version: 1 }),
        await remove(user, position.id, 1),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
      expect(attempts.map((response) => response.json().code)).toEqual(Array(4).fill('not_found'));
      expect(outOfScopeRefusals(logLines)).toHaveLength(4);
      expect(await counts()).toEqual(before);
    }
    expect(await storedRow(position.id)).toMatchObject({ name: 'Requisition Owner', version: 1 });
  });

  it('an unknown organisation or position is 404 even for an admin', async () => {
    const admin = await as(world.admin);
    expect((await admin.get('/api/organisations/999999/positions')).statusCode).toBe(404);
    expect((await patch(world.admin, 999999, { name: 'X', version: 1 })).statusCode).toBe(404);
  });

  it('R-GUARD-020 an international-office education consultant reads another organisation’s positions but may not change them (403)', async () => {
    const position = await createdBy(world.officeA, 'Regional Education Officer', ['ASSIGNMENT']);
    const client = await as(world.consultant);
    const listed = await client.get(`/api/organisations/${world.orgA}/positions`);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = positionList.parse(listed.json()).find((item) => item.id === position.id);
    expect(mine).toMatchObject({ name: 'Regional Education Officer', user_can: [] });
    const before = await counts();
    expect((await patch(world.consultant, position.id, { name: 'Renamed', version: 1 })).statusCode).toBe(
      403,
    );
    expect(await counts()).toEqual(before);
  });

  it('the list shows live positions by name; removed ones only with include_removed, marked removed', async () => {
    const organisation = await createOrganisation(db());
    await db()
      .insertInto('office_staff')
      .values({ user_id: world.officeA.id, organisation_id: organisation.id })
      .execute();
    // A fresh sign-in, so the actor has the new organisation.
    as.forget(world.officeA);
    const client = await as(world.officeA);
    const make = async (name: string) => {
      const response = await client.post(`/api/organisations/${organisation.id}/positions`, {
        name,
        applicable_to: ['TEAM'],
      });
      expect(response.statusCode, response.body).toBe(201);
      return positionRecordSchema.parse(response.json());
    };
    const zulu = await make('zulu lead');
    await make('Alpha lead');
    expect((await remove(world.officeA, zulu.id, zulu.version)).statusCode).toBe(200);
    const live = positionList.parse(
      (await client.get(`/api/organisations/${organisation.id}/positions`)).json(),
    );
    expect(live.map((position) => position.name)).toEqual(['Alpha lead']);
    const all = positionList.parse(
      (await client.get(`/api/organisations/${organisation.id}/positions?include_removed`)).json(),
    );
    expect(all.map((position) => [position.name, position.removed])).toEqual([
      ['Alpha lead', false],
      ['zulu lead', true],
    ]);
  });

  it('R-ROLE-021 a removed position keeps its history: still named, marked removed, on the records that hold it', async () => {
    const position = await createdBy(world.officeA, 'Candidate Adviser');
    await db()
      .insertInto('position_assignments')
      .values({
        position_id: position.id,
        subject_type: 'APPLICATION',
        subject_id: 1,
        user_id: world.managerA.id,
      })
      .execute();
    expect((await remove(world.officeA, position.id, 1)).statusCode).toBe(200);
    const held = await db()
      .selectFrom('position_assignments')
      .innerJoin('positions', 'positions.id', 'position_assignments.position_id')
      .select(['positions.name', 'positions.removed'])
      .where('positions.id', '=', position.id)
      .execute();
    expect(held).toEqual([{ name: 'Candidate Adviser', removed: true }]);
  });

  it('Z8 a removed position cannot be removed again or renamed: 422 naming id, nothing written', async () => {
    const position = await createdBy(world.officeA, 'Old role');
    expect((await remove(world.officeA, position.id, 1)).statusCode).toBe(200);
    const before = await counts();
    const again = await remove(world.officeA, position.id, 2);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('id');
    expect((await patch(world.officeA, position.id, { name: 'Revived', version: 2 })).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('bad input is a 422 naming the field and why, nothing written: empty name, no kind, an unknown kind, a kind twice, a taken name', async () => {
    await createdBy(world.officeA, 'Team Leader', ['TEAM']);
    const before = await counts();
    const client = await as(world.officeA);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ', applicable_to: ['TEAM'] }, 'name'],
      [{ name: 'Lead', applicable_to: [] }, 'applicable_to'],
      [{ name: 'Lead', applicable_to: ['PLANET'] }, 'applicable_to.0'],
      [{ name: 'Lead', applicable_to: ['TEAM', 'TEAM'] }, 'applicable_to'],
      [{ name: 'team leader', applicable_to: ['UNIT'] }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await client.post(`/api/organisations/${world.orgA}/positions`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('Z5 Z10 the organisation comes from the path only: a body naming another organisation, removed or a version is refused, nothing written', async () => {
    const before = await counts();
    const client = await as(world.officeA);
    for (const extra of [{ organisation_id: world.orgB }, { removed: true }, { id: 1 }]) {
      const response = await client.post(`/api/organisations/${world.orgA}/positions`, {
        name: 'Extra',
        applicable_to: ['TEAM'],
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
    }
    const position = await createdBy(world.officeA, 'Moved?');
    const moved = await patch(world.officeA, position.id, { organisation_id: world.orgB, version: 1 });
    expect(moved.statusCode).toBe(422);
    expect(await storedRow(position.id)).toMatchObject({ organisation_id: world.orgA, version: 1 });
    expect((await counts()).positions).toBe(Number(before.positions) + 1);
  });

  it('C2 a stale rename is a 409 naming the current version; the stored row is unchanged', async () => {
    const position = await createdBy(world.officeA, 'Coordinator');
    expect(
      (await patch(world.officeA, position.id, { name: 'Coordinator (field)', version: 1 })).statusCode,
    ).toBe(200);
    const before = await counts();
    const stale = await patch(world.officeA, position.id, { name: 'Coordinator (home)', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toEqual(['is 2 now']);
    expect(stale.headers['x-current-version']).toBe('2');
    expect(await storedRow(position.id)).toMatchObject({ name: 'Coordinator (field)', version: 2 });
    expect(await counts()).toEqual(before);
  });

  it('C1 two renames with the same version at once: exactly one succeeds, the other is a 409; the row is wholly the winner’s', async () => {
    const position = await createdBy(world.officeA, 'Pastoral Carer');
    const [first, second] = await Promise.all([
      patch(world.officeA, position.id, {
        name: 'Pastoral Carer (East)',
        applicable_to: ['TEAM'],
        version: 1,
      }),
      patch(world.seniorA, position.id, {
        name: 'Pastoral Carer (West)',
        applicable_to: ['UNIT'],
        version: 1,
      }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = (first.statusCode === 200 ? first : second).json();
    expect(await storedRow(position.id)).toMatchObject({
      name: winner.name,
      applicable_to: winner.applicable_to,
      version: 2,
    });
  });

  it('C4 every change leaves one audit row with actor, organisation, entity, id, before and after; a refused one none', async () => {
    const position = await createdBy(world.officeA, 'Host');
    expect((await patch(world.officeA, position.id, { name: 'Host family', version: 1 })).statusCode).toBe(
      200,
    );
    expect((await patch(world.officeA, position.id, { name: 'Host family', version: 2 })).statusCode).toBe(
      200,
    );
    expect((await patch(world.leaderA, position.id, { name: 'Nope', version: 2 })).statusCode).toBe(403);
    const rows = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', 'position')
      .where('entity_id', '=', String(position.id))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        action: 'create',
        before: null,
        after: { name: 'Host', applicable_to: ['APPLICATION'], removed: false, version: 1 },
      },
      {
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        action: 'update',
        before: { name: 'Host', version: 1 },
        after: { name: 'Host family', version: 2 },
      },
    ]);
  });
});
