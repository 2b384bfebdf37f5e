import { personSecurityGroupsSchema } from '@mobilise/contract';
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
  createMember,
  createOfficeStaff,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

describeEachDatabase('security groups of a person', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // A mobilises Mary (a member who signs in) and Pedro, whom B mobilises too; B mobilises Rosa. The office
  // of A and B is staff of both; Pedro is management in B from the start.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    officeAB: TestUser;
    admin: TestUser;
    mary: TestUser & { personProfileId: number };
    pedro: number;
    rosa: number;
    groups: Record<'senior-leadership' | 'leadership' | 'management', number>;
    assignmentOfA: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.officeAB = await createOfficeStaff(db(), [world.orgA, world.orgB]);
    world.mary = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.pedro = (
      await createPerson(db(), { first_name: 'Pedro', mobilisedBy: [world.orgA, world.orgB] })
    ).id;
    world.rosa = (await createPerson(db(), { first_name: 'Rosa', mobilisedBy: [world.orgB] })).id;
    await addToSecurityGroup(db(), world.pedro, world.orgB, 'management');
    const groups = await db().selectFrom('security_groups').select(['id', 'role']).execute();
    world.groups = Object.fromEntries(groups.map((group) => [group.role, group.id])) as typeof world.groups;
    world.assignmentOfA = (
      await createAssignment(db(), {
        assignee_person_profile_id: world.pedro,
        explored_by_organisation_id: world.orgA,
        received_by_organisation_id: world.orgB,
        status: 'ACTIVE',
      })
    ).id;
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);
  const path = (organisationId: number, personId: number) =>
    `/api/organisations/${organisationId}/person-profiles/${personId}/security-groups`;
  const put = (browser: TestClient, organisationId: number, personId: number, payload: object) =>
    browser.request({ method: 'PUT', url: path(organisationId, personId), payload });

  async function get(browser: TestClient, organisationId: number, personId: number) {
    const response = await browser.get(path(organisationId, personId));
    expect(response.statusCode, response.body).toBe(200);
    return personSecurityGroupsSchema.parse(response.json());
  }

  /** Every membership row and the audit log's size: what "nothing written" compares. */
  async function snapshot() {
    const members = await db()
      .selectFrom('security_group_members')
      .selectAll()
      .orderBy(['person_profile_id', 'organisation_id', 'security_group_id'])
      .execute();
    return { members, counts: await countRows(db(), ['security_group_members', 'audit_log']) };
  }

  const refusals = () =>
    logLines.map((line) => JSON.parse(line)).filter((line) => line.refusal === 'out_of_scope');

  it('office staff read and replace a person’s security groups in their organisation, with one audit row, and the change holds at once', async () => {
    const officeA = await signedIn(world.officeA);
    const mary = await signedIn(world.mary);
    expect(await get(officeA, world.orgA, world.mary.personProfileId)).toEqual({ securityGroupIds: [] });
    // Leadership reaches every assignment of its organisation (R-ROLE-017); Mary is not leadership yet.
    expect((await mary.get(`/api/assignments/${world.assignmentOfA}`)).statusCode).toBe(404);

    const { leadership, management } = world.groups;
    const response = await put(officeA, world.orgA, world.mary.personProfileId, {
      securityGroupIds: [management, leadership, management],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = [leadership, management].sort((a, b) => a - b);
    expect(response.json()).toEqual({ securityGroupIds: saved });
    expect(await get(officeA, world.orgA, world.mary.personProfileId)).toEqual({ securityGroupIds: saved });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'person_security_groups')
      .where('entity_id', '=', String(world.mary.personProfileId))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        action: 'update',
        before: { securityGroupIds: [] },
        after: { securityGroupIds: saved },
      }),
    ]);
    // Her session, signed in before, sees the change at once: the actor cache was dropped.
    expect((await mary.get(`/api/assignments/${world.assignmentOfA}`)).statusCode).toBe(200);

    // The same groups again change nothing and write nothing; an empty list takes them all away.
    const before = await snapshot();
    expect(
      (await put(officeA, world.orgA, world.mary.personProfileId, { securityGroupIds: saved })).statusCode,
    ).toBe(200);
    expect(await snapshot()).toEqual(before);
    const cleared = await put(officeA, world.orgA, world.mary.personProfileId, { securityGroupIds: [] });
    expect(cleared.json()).toEqual({ securityGroupIds: [] });
    expect((await mary.get(`/api/assignments/${world.assignmentOfA}`)).statusCode).toBe(404);
  });

  it('Z1 anyone but office staff of the organisation and admins gets 404 like an unknown person, logged, nothing written', async () => {
    const before = await snapshot();
    logLines.length = 0;
    const officeB = await signedIn(world.officeB);
    const mary = await signedIn(world.mary);
    const officeA = await signedIn(world.officeA);
    const body = { securityGroupIds: [world.groups['senior-leadership']] };
    const attempts: [TestClient, number, number][] = [
      [officeB, world.orgA, world.pedro], // not office staff of A
      [officeB, world.orgB, world.mary.personProfileId], // a person B does not reach
      [mary, world.orgA, world.mary.personProfileId], // a member, even about herself
      [officeA, world.orgA, 987654], // an unknown person
    ];
    const unknown = await officeA.get(path(world.orgA, 987654));
    for (const [browser, organisationId, personId] of attempts) {
      const read = await browser.get(path(organisationId, personId));
      expect(read.statusCode).toBe(404);
      expect(Object.keys(read.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
      expect((await put(browser, organisationId, personId, body)).statusCode).toBe(404);
    }
    expect((await officeA.get(path(987654, world.pedro))).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(refusals()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'organisation',
          entityId: world.orgA,
          actorUserId: world.officeB.id,
        }),
        expect.objectContaining({
          entity: 'person_profile',
          entityId: world.mary.personProfileId,
          actorUserId: world.officeB.id,
          access: 'security_groups',
        }),
        expect.objectContaining({ entity: 'organisation', entityId: world.orgA, actorUserId: world.mary.id }),
        expect.objectContaining({
          entity: 'person_profile',
          entityId: 987654,
          actorUserId: world.officeA.id,
        }),
      ]),
    );
  });

  it('Z5 an organisation or person named in the body is refused with 422 and cannot redirect the write', async () => {
    const officeAB = await signedIn(world.officeAB);
    const before = await snapshot();
    for (const extra of [
      { organisationId: world.orgB },
      { org_id: world.orgB },
      { id: world.rosa },
      { personProfileId: world.rosa },
    ]) {
      const response = await put(officeAB, world.orgA, world.pedro, {
        securityGroupIds: [world.groups.leadership],
        ...extra,
      });
      expect(response.statusCode).toBe(422);
      // An unknown key is the body's failure (zod's unrecognized_keys), which names the key.
      expect(response.json().errors.body).toEqual([expect.stringContaining(Object.keys(extra)[0] ?? '')]);
    }
    expect(await snapshot()).toEqual(before);

    // A save in A touches only Pedro's groups in A: his management in B stays.
    const saved = await put(officeAB, world.orgA, world.pedro, {
      securityGroupIds: [world.groups.leadership],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await get(officeAB, world.orgA, world.pedro)).toEqual({
      securityGroupIds: [world.groups.leadership],
    });
    expect(await get(officeAB, world.orgB, world.pedro)).toEqual({
      securityGroupIds: [world.groups.management],
    });
    expect(await get(officeAB, world.orgB, world.rosa)).toEqual({ securityGroupIds: [] });
  });

  it('refuses a person the organisation does not mobilise, an unknown group and a malformed body with 422 naming the field, nothing written', async () => {
    const admin = await signedIn(world.admin);
    const officeAB = await signedIn(world.officeAB);
    const before = await snapshot();
    const notMobilised = await put(admin, world.orgA, world.rosa, { securityGroupIds: [] });
    expect(notMobilised.statusCode).toBe(422);
    expect(Object.keys(notMobilised.json().errors)).toEqual(['id']);
    expect((await officeAB.get(path(world.orgA, world.rosa))).statusCode).toBe(422);
    for (const payload of [
      { securityGroupIds: [987654] },
      { securityGroupIds: [world.groups.leadership, 987654] },
      { securityGroupIds: 'leadership' },
      { securityGroupIds: [0] },
      {},
    ]) {
      const response = await put(officeAB, world.orgA, world.pedro, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([
        expect.stringMatching(/^securityGroupIds(\.\d+)?$/),
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('words its own 422 reasons in the language of Accept-Language', async () => {
    const admin = await signedIn(world.admin);
    const inSpanish = (personId: number, payload: object) =>
      admin.request({
        method: 'PUT',
        url: path(world.orgA, personId),
        payload,
        headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
      });
    const notMobilised = await inSpanish(world.rosa, { securityGroupIds: [] });
    expect(notMobilised.statusCode).toBe(422);
    expect(notMobilised.json()).toMatchObject({
      message: 'Algunos campos no son válidos.',
      errors: { id: ['indica una persona a la que esta organización no moviliza'] },
    });
    const unknownGroup = await inSpanish(world.pedro, { securityGroupIds: [987654] });
    expect(unknownGroup.json().errors).toEqual({
      securityGroupIds: ['indica grupos de seguridad desconocidos: 987654'],
    });
  });

  it('admins onboard the people of any organisation', async () => {
    const admin = await signedIn(world.admin);
    const response = await put(admin, world.orgB, world.rosa, {
      securityGroupIds: [world.groups['senior-leadership']],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await get(admin, world.orgB, world.rosa)).toEqual({
      securityGroupIds: [world.groups['senior-leadership']],
    });
  });
});
