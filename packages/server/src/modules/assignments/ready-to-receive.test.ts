import { assignmentSchema, recordHistoryEntrySchema } from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createMember,
  createOfficeStaff,
  createOrganisation,
  createSecurityGroupMembers,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

// Whether the receiving organisation is ready to receive the assignee: its office staff (or an admin)
// say so, on an assignment it sees.
describeEachDatabase('assignments: the receiving organisation ready to receive', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);

  // A explores the assignment of its member; R receives it; B has nothing to do with it.
  const world = {} as {
    orgA: number;
    orgR: number;
    officeA: TestUser;
    officeB: TestUser;
    officeR: TestUser;
    leaderR: TestUser;
    admin: TestUser;
    assignee: TestUser & { personProfileId: number };
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.leaderR = (await createSecurityGroupMembers(db(), world.orgR)).leader;
    world.assignee = await createMember(db(), [world.orgA]);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  const anAssignment = async (fields: { is_shared_with_receiving_organisation?: boolean } = {}) =>
    (
      await createAssignment(db(), {
        assignee_person_profile_id: world.assignee.personProfileId,
        explored_by_organisation_id: world.orgA,
        received_by_organisation_id: world.orgR,
        status: 'PLANNED',
        is_shared_with_assignee: true,
        is_shared_with_receiving_organisation: true,
        ...fields,
      })
    ).id;
  const mark = async (user: TestUser, id: number, ready: boolean, version: number) =>
    (await as(user)).post(`/api/assignments/${id}/${ready ? 'ready' : 'not-ready'}-to-receive`, { version });
  const stored = async (id: number) =>
    db()
      .selectFrom('assignments')
      .select(['receiving_organisation_is_ready_to_receive_assignment as ready', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const written = () => countRows(db(), ['audit_log', 'assignments']);

  it('the receiving organisation’s office staff mark it ready and not ready again, each at the version read, audited and in the history; saying it twice or at a stale version is a 409', async () => {
    const id = await anAssignment();
    const read = assignmentSchema.parse(
      (await (await as(world.officeR)).get(`/api/assignments/${id}`)).json(),
    );
    expect(read.receiving_organisation_is_ready_to_receive_assignment).toBe(false);
    expect(read.user_can_manage).toEqual(['set_ready_to_receive']);

    const ready = await mark(world.officeR, id, true, 1);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(assignmentSchema.parse(ready.json())).toMatchObject({
      receiving_organisation_is_ready_to_receive_assignment: true,
      version: 2,
    });
    const counts = await written();
    expect((await mark(world.officeR, id, true, 2)).statusCode).toBe(409);
    expect((await mark(world.officeR, id, false, 1)).statusCode).toBe(409);
    expect(await written()).toEqual(counts);

    const notReady = await mark(world.officeR, id, false, 2);
    expect(notReady.statusCode, notReady.body).toBe(200);
    expect(await stored(id)).toEqual({ ready: false, version: 3 });

    const history = await (await as(world.officeR)).get(`/api/assignments/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      recordHistoryEntrySchema
        .array()
        .parse(history.json())
        .map((entry) => entry.action),
    ).toEqual(['assignment.mark_not_ready_to_receive', 'assignment.mark_ready_to_receive']);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'organisation_id'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'mark_ready_to_receive',
        before: { receiving_organisation_is_ready_to_receive_assignment: false, version: 1 },
        after: { receiving_organisation_is_ready_to_receive_assignment: true, version: 2 },
        organisation_id: world.orgA,
      },
      {
        action: 'mark_not_ready_to_receive',
        before: { receiving_organisation_is_ready_to_receive_assignment: true, version: 2 },
        after: { receiving_organisation_is_ready_to_receive_assignment: false, version: 3 },
        organisation_id: world.orgA,
      },
    ]);
  });

  it('an admin may say it too', async () => {
    const id = await anAssignment({ is_shared_with_receiving_organisation: false });
    const response = await mark(world.admin, id, true, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(id)).toEqual({ ready: true, version: 2 });
  });

  it('Z1 Z9 Z10 nobody else may: the sending office, the receiving leadership and the assignee get a 403, the receiving office once it is unshared and another organisation a logged 404; nothing is written', async () => {
    const id = await anAssignment();
    const unshared = await anAssignment({ is_shared_with_receiving_organisation: false });
    const counts = await written();
    for (const [user, assignmentId, status] of [
      [world.officeA, id, 403],
      [world.leaderR, id, 403],
      [world.assignee, id, 403],
      [world.officeR, unshared, 404],
      [world.officeB, id, 404],
    ] as const) {
      const response = await mark(user, assignmentId, true, 1);
      expect(response.statusCode, `${user.email} ${response.body}`).toBe(status);
    }
    expect(await written()).toEqual(counts);
    expect(await stored(id)).toEqual({ ready: false, version: 1 });
    expect(outOfScopeRefusals(logLines).map((line) => line.entityId)).toEqual([unshared, id]);
    const sending = assignmentSchema.parse(
      (await (await as(world.officeA)).get(`/api/assignments/${id}`)).json(),
    );
    expect(sending.user_can_manage).not.toContain('set_ready_to_receive');
  });
});
