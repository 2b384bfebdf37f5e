import { personResponsibilitiesSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createMember, createTwoOrganisations, holdPosition } from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

describeEachDatabase('responsibilities of a person', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Mary holds A's Team leader position on two teams and B's Member care on one; Ada and John are of A,
  // Rosa of B only. The office of A runs A.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    mary: TestUser & { personProfileId: number };
    ada: TestUser & { personProfileId: number };
    john: TestUser & { personProfileId: number };
    rosa: TestUser & { personProfileId: number };
    teamLeader: number;
    memberCare: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.mary = await createMember(db(), [world.orgA, world.orgB]);
    world.ada = await createMember(db(), [world.orgA]);
    world.john = await createMember(db(), [world.orgA]);
    world.rosa = await createMember(db(), [world.orgB]);
    world.teamLeader = (
      await holdPosition(db(), {
        organisationId: world.orgA,
        name: 'Team leader',
        subjectType: 'TEAM',
        subjectIds: [11, 12],
        userId: world.mary.id,
      })
    ).id;
    world.memberCare = (
      await holdPosition(db(), {
        organisationId: world.orgB,
        name: 'Member care',
        subjectType: 'ORGANISATION',
        subjectIds: [world.orgB],
        userId: world.mary.id,
      })
    ).id;
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);
  const path = (personId: number) => `/api/person-profiles/${personId}/responsibilities`;
  const put = (browser: TestClient, personId: number, payload: object) =>
    browser.request({ method: 'PUT', url: path(personId), payload });

  async function get(browser: TestClient, personId: number) {
    const response = await browser.get(path(personId));
    expect(response.statusCode, response.body).toBe(200);
    return personResponsibilitiesSchema.parse(response.json()).responsibilities;
  }

  async function snapshot() {
    const holders = await db()
      .selectFrom('position_assignments')
      .select(['id', 'user_id'])
      .orderBy('id')
      .execute();
    return { holders, counts: await countRows(db(), ['position_assignments', 'audit_log']) };
  }

  it('office staff see the positions the person holds in their organisation only', async () => {
    const held = await get(await signedIn(world.officeA), world.mary.personProfileId);
    expect(
      held.map((each) => [each.position.name, each.organisation.name, each.subjectType, each.subjectId]),
    ).toEqual([
      ['Team leader', 'Alpha Mission', 'TEAM', 11],
      ['Team leader', 'Alpha Mission', 'TEAM', 12],
    ]);
    expect((await get(await signedIn(world.admin), world.mary.personProfileId)).length).toBe(3);
    // A member sees nothing to reassign, even of herself.
    expect(await get(await signedIn(world.mary), world.mary.personProfileId)).toEqual([]);
  });

  it('Z1 a person out of the caller’s reach is a 404 like an unknown one, logged, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const before = await snapshot();
    logLines.length = 0;
    const foreign = await officeA.get(path(world.rosa.personProfileId));
    expect(foreign.statusCode).toBe(404);
    const unknown = await officeA.get(path(987654));
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(foreign.json()).sort());
    expect(
      (
        await put(officeA, world.rosa.personProfileId, {
          reassignments: [{ id: 1, toPersonProfileId: world.ada.personProfileId }],
        })
      ).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(logLines.map((line) => JSON.parse(line)).filter((line) => line.refusal)).toEqual([
      expect.objectContaining({
        entity: 'person_profile',
        entityId: world.rosa.personProfileId,
        access: 'responsibilities',
      }),
      expect.objectContaining({ entity: 'person_profile', entityId: 987654 }),
      expect.objectContaining({ entity: 'person_profile', entityId: world.rosa.personProfileId }),
    ]);
  });

  it('Z5 a responsibility of another organisation or person, a holder outside the organisation, or anything else in the body: 422 naming the field, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const admin = await signedIn(world.admin);
    const all = await get(admin, world.mary.personProfileId);
    const ofA = all.find((each) => each.organisation.id === world.orgA)?.id ?? 0;
    const ofB = all.find((each) => each.organisation.id === world.orgB)?.id ?? 0;
    const before = await snapshot();
    const cases: [object, string][] = [
      [{ reassignments: [{ id: ofB, toPersonProfileId: world.ada.personProfileId }] }, 'reassignments.0.id'],
      [
        { reassignments: [{ id: ofA, toPersonProfileId: world.rosa.personProfileId }] },
        'reassignments.0.toPersonProfileId',
      ],
      [
        { reassignments: [{ id: ofA, toPersonProfileId: world.mary.personProfileId }] },
        'reassignments.0.toPersonProfileId',
      ],
      [{ reassignments: [{ id: ofA, toPersonProfileId: 987654 }] }, 'reassignments.0.toPersonProfileId'],
      [
        {
          reassignments: [
            { id: ofA, toPersonProfileId: world.ada.personProfileId },
            { id: ofA, toPersonProfileId: world.john.personProfileId },
          ],
        },
        'reassignments.1.id',
      ],
      [
        {
          reassignments: [
            { id: ofA, toPersonProfileId: world.ada.personProfileId, organisationId: world.orgB },
          ],
        },
        'reassignments.0',
      ],
      [{ reassignments: [] }, 'reassignments'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(officeA, world.mary.personProfileId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toEqual([field]);
    }
    // Another person's URL cannot reach Mary's responsibilities either.
    const elsewhere = await put(officeA, world.john.personProfileId, {
      reassignments: [{ id: ofA, toPersonProfileId: world.ada.personProfileId }],
    });
    expect(Object.keys(elsewhere.json().errors)).toEqual(['reassignments.0.id']);
    // Office staff of B do not run A's position.
    const officeB = await signedIn(world.officeB);
    expect(
      (
        await put(officeB, world.mary.personProfileId, {
          reassignments: [{ id: ofA, toPersonProfileId: world.rosa.personProfileId }],
        })
      ).statusCode,
    ).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('hands each responsibility to another person of its organisation, one audit row each', async () => {
    const officeA = await signedIn(world.officeA);
    const [first, second] = await get(officeA, world.mary.personProfileId);
    if (!first || !second) throw new Error('Mary holds two of A’s positions');
    // Ada already holds the second team's position: handing it to her ends Mary's.
    await holdPosition(db(), {
      organisationId: world.orgA,
      name: 'Team leader (2)',
      subjectType: 'TEAM',
      subjectIds: [12],
      userId: world.ada.id,
    });
    await db()
      .updateTable('position_assignments')
      .set({ position_id: second.position.id })
      .where('user_id', '=', world.ada.id)
      .execute();
    const response = await put(officeA, world.mary.personProfileId, {
      reassignments: [
        { id: first.id, toPersonProfileId: world.john.personProfileId },
        { id: second.id, toPersonProfileId: world.ada.personProfileId },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(personResponsibilitiesSchema.parse(response.json()).responsibilities).toEqual([]);
    const holders = await db()
      .selectFrom('position_assignments')
      .select(['subject_id', 'user_id'])
      .where('position_id', '=', world.teamLeader)
      .orderBy('subject_id')
      .execute();
    expect(holders).toEqual([
      { subject_id: 11, user_id: world.john.id },
      { subject_id: 12, user_id: world.ada.id },
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'position_assignment')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        entity_id: String(first.id),
        action: 'reassign',
        before: { user_id: world.mary.id },
        after: { user_id: world.john.id },
      }),
      expect.objectContaining({ entity_id: String(second.id), after: { user_id: world.ada.id } }),
    ]);
    // B's position stays Mary's.
    expect(
      (await get(await signedIn(world.admin), world.mary.personProfileId)).map((each) => each.position.id),
    ).toEqual([world.memberCare]);
  });
});
