import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AssignmentManagementAction,
  assignmentSchema,
  type OfferStatus,
  type OutboundLogisticsPlanStatus,
} from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
  holdPosition,
} from '../../test/domain-factories.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';

/** Where an assignment of a test starts: its offer, its plan (and who submitted it), its sharing. */
interface Start {
  offer?: OfferStatus;
  plan?: OutboundLogisticsPlanStatus;
  submittedBy?: () => TestUser;
  sharedWithAssignee?: boolean;
  abandoned?: boolean;
}

describeEachDatabase('assignments: the offer and the outbound logistics plan', (database) => {
  let app: App;
  let dataDir: string;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);

  // E explores the assignments and mobilises their assignee; R receives them (they are shared with it);
  // O is another organisation. E's manager holds a position on each assignment.
  const world = {} as {
    orgE: number;
    orgR: number;
    admin: TestUser;
    officeE: TestUser;
    officeR: TestUser;
    officeO: TestUser;
    senior: TestUser;
    leader: TestUser;
    manager: TestUser;
    assignee: TestUser & { personProfileId: number };
  };

  type Role =
    | 'admin'
    | 'office staff of E'
    | 'senior leadership of E'
    | 'leadership of E'
    | 'management of E with a position'
    | 'office staff of R'
    | 'the assignee'
    | 'office staff of O';
  const roles: Record<Role, () => TestUser> = {
    admin: () => world.admin,
    'office staff of E': () => world.officeE,
    'senior leadership of E': () => world.senior,
    'leadership of E': () => world.leader,
    'management of E with a position': () => world.manager,
    'office staff of R': () => world.officeR,
    'the assignee': () => world.assignee,
    'office staff of O': () => world.officeO,
  };
  const roleNames = Object.keys(roles) as Role[];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-logistics-plan-'));
    ({ app } = await buildTestApp(database(), {
      logger: { level: 'warn', stream },
      env: { DATA_DIR: dataDir },
    }));
    world.orgE = (await createOrganisation(db(), { name: 'Exploring Mission' })).id;
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    const orgO = (await createOrganisation(db(), { name: 'Other Mission' })).id;
    world.officeE = await createOfficeStaff(db(), [world.orgE]);
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.officeO = await createOfficeStaff(db(), [orgO]);
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
    Object.assign(world, await createSecurityGroupMembers(db(), world.orgE));
    world.assignee = await createMember(db(), [world.orgE]);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A new assignment of E received by R and shared with it, in the state `start` gives; its id. */
  async function anAssignment(start: Start = {}) {
    const { id } = await createAssignment(db(), {
      assignee_person_profile_id: world.assignee.personProfileId,
      explored_by_organisation_id: world.orgE,
      received_by_organisation_id: world.orgR,
      is_shared_with_receiving_organisation: true,
      is_shared_with_assignee: start.sharedWithAssignee ?? true,
      is_abandoned: start.abandoned ?? false,
      offer_status: start.offer ?? null,
      offer_notes: start.offer ? 'Housing on campus.' : null,
    });
    if (start.plan) {
      await db()
        .insertInto('outbound_logistics_plans')
        .values({
          assignment_id: id,
          notes: 'Shipping by sea.',
          status: start.plan,
          submitted_by: start.submittedBy?.().id ?? (start.plan === 'DRAFT' ? null : world.officeE.id),
        })
        .execute();
    }
    await holdPosition(db(), {
      organisationId: world.orgE,
      name: `Member care ${id}`,
      subjectType: 'ASSIGNMENT',
      subjectIds: [id],
      userId: world.manager.id,
    });
    return id;
  }

  /** What a write may change, and its audit rows: the same after a refusal as before. */
  const stored = async (id: number) => ({
    assignment: await db()
      .selectFrom('assignments')
      .select(['offer_status', 'offer_notes', 'offer_accepted_on', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    plan:
      (await db()
        .selectFrom('outbound_logistics_plans')
        .select(['notes', 'status', 'submitted_by', 'version'])
        .where('assignment_id', '=', id)
        .executeTakeFirst()) ?? null,
    audit: await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'before', 'after'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute(),
  });

  const read = async (user: TestUser, id: number) => {
    const response = await (await as(user)).get(`/api/assignments/${id}`);
    return response.statusCode === 200 ? assignmentSchema.parse(response.json()) : undefined;
  };

  interface Write {
    method: 'PUT' | 'POST';
    path: string;
    body: (id: number) => Promise<Record<string, unknown>>;
  }
  const assignmentVersion = async (id: number) => ({ version: (await stored(id)).assignment.version });
  const planVersion = async (id: number) => ({ version: (await stored(id)).plan?.version ?? 0 });
  const writes = {
    'offer.update': {
      method: 'PUT',
      path: 'offer',
      body: async (id) => ({ ...(await assignmentVersion(id)), notes: 'Flights paid.', status: 'OFFERED' }),
    },
    'offer.accept': { method: 'POST', path: 'offer/accept', body: assignmentVersion },
    'offer.decline': { method: 'POST', path: 'offer/decline', body: assignmentVersion },
    'logistics_plan.update': {
      method: 'PUT',
      path: 'outbound-logistics-plan',
      body: async (id) => ({ ...(await planVersion(id)), notes: 'Two suitcases each.' }),
    },
    'logistics_plan.submit': { method: 'POST', path: 'outbound-logistics-plan/submit', body: planVersion },
    'logistics_plan.approve': { method: 'POST', path: 'outbound-logistics-plan/approve', body: planVersion },
    'logistics_plan.reject': { method: 'POST', path: 'outbound-logistics-plan/reject', body: planVersion },
  } satisfies Record<string, Write>;
  type WriteName = keyof typeof writes;

  const call = async (user: TestUser, write: WriteName, id: number, body?: Record<string, unknown>) => {
    const { method, path, body: bodyOf } = writes[write];
    return (await as(user)).request({
      method,
      url: `/api/assignments/${id}/${path}`,
      payload: body ?? (await bodyOf(id)),
    });
  };

  /**
   * Each role calls `write` on its own assignment in state `start`: the answers by role, checked against
   * `expected`; a refusal writes nothing, a success writes one audit row under the write's name (which
   * is also the right the caller's user_can_manage listed beforehand).
   */
  async function expectByRole(
    write: WriteName,
    right: AssignmentManagementAction,
    start: Start,
    expected: Record<Role, number>,
  ) {
    const actual: Partial<Record<Role, unknown>> = {};
    const wanted: Partial<Record<Role, unknown>> = {};
    for (const role of roleNames) {
      const user = roles[role]();
      const id = await anAssignment(start);
      const listed = (await read(user, id))?.user_can_manage.includes(right) ?? false;
      const before = await stored(id);
      const response = await call(user, write, id);
      const after = await stored(id);
      const status = expected[role];
      actual[role] = {
        status: response.statusCode,
        offered: listed,
        audit: after.audit.slice(before.audit.length).map((row) => [row.action, row.actor_user_id]),
        unchanged: status === 200 ? undefined : JSON.stringify(after) === JSON.stringify(before),
      };
      wanted[role] = {
        status,
        offered: status === 200,
        audit: status === 200 ? [[write, user.id]] : [],
        unchanged: status === 200 ? undefined : true,
      };
    }
    expect(actual).toEqual(wanted);
  }

  it('the office writes the offer (not once accepted): readers 403, the assignee 403, others 404; nothing written on refusal', async () => {
    const start: Start = { offer: 'DRAFT' };
    await expectByRole('offer.update', 'edit_offer', start, {
      admin: 200,
      'office staff of E': 200,
      'senior leadership of E': 200,
      'leadership of E': 200,
      'management of E with a position': 403,
      'office staff of R': 403,
      'the assignee': 403,
      'office staff of O': 404,
    });
    const id = await anAssignment();
    const written = await call(world.officeE, 'offer.update', id);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().offer_for_assignment).toEqual({
      notes: 'Flights paid.',
      accepted_on: null,
      status: 'OFFERED',
    });
    expect((await stored(id)).audit.at(-1)).toMatchObject({
      action: 'offer.update',
      before: { offer_notes: null, offer_status: null, version: 1 },
      after: { offer_notes: 'Flights paid.', offer_status: 'OFFERED', version: 2 },
    });
    // Once accepted the answer stands; an abandoned assignment is restored first; a stale version loses.
    for (const [state, body] of [
      [{ offer: 'ACCEPTED' }, undefined],
      [{ offer: 'OFFERED', abandoned: true }, undefined],
      [{ offer: 'OFFERED' }, { version: 0, notes: null, status: 'WITHDRAWN' }],
    ] as const) {
      const other = await anAssignment(state);
      const before = await stored(other);
      const refused = await call(world.officeE, 'offer.update', other, body);
      expect(refused.statusCode, JSON.stringify(state)).toBe(409);
      expect(await stored(other)).toEqual(before);
    }
    // The office does not write the assignee's answer.
    const answer = await call(world.officeE, 'offer.update', id, {
      version: 2,
      notes: null,
      status: 'ACCEPTED',
    });
    expect(answer.statusCode).toBe(422);
  });

  it('only the assignee answers an offered offer, while the assignment is shared with them: accepted on today, or declined', async () => {
    for (const answer of ['offer.accept', 'offer.decline'] as const) {
      await expectByRole(
        answer,
        'respond_to_offer',
        { offer: 'OFFERED' },
        {
          admin: 403,
          'office staff of E': 403,
          'senior leadership of E': 403,
          'leadership of E': 403,
          'management of E with a position': 403,
          'office staff of R': 403,
          'the assignee': 200,
          'office staff of O': 404,
        },
      );
    }
    const id = await anAssignment({ offer: 'OFFERED' });
    const accepted = await call(world.assignee, 'offer.accept', id);
    expect(accepted.json().offer_for_assignment).toEqual({
      notes: 'Housing on campus.',
      accepted_on: new Date().toISOString().slice(0, 10),
      status: 'ACCEPTED',
    });
    // Unshared, the assignee does not see it; an offer not (or no longer) offered is not answered.
    const unshared = await anAssignment({ offer: 'OFFERED', sharedWithAssignee: false });
    expect((await call(world.assignee, 'offer.accept', unshared)).statusCode).toBe(404);
    for (const offer of ['DRAFT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const) {
      const other = await anAssignment({ offer });
      const before = await stored(other);
      expect((await call(world.assignee, 'offer.decline', other)).statusCode, offer).toBe(409);
      expect(await stored(other)).toEqual(before);
    }
    expect((await call(world.assignee, 'offer.accept', id)).statusCode).toBe(409);
  });

  it('the office, and the assignee once the assignment is shared with them, write the plan while a draft or rejected, creating it at version 0; not once submitted or approved', async () => {
    const expected = {
      admin: 200,
      'office staff of E': 200,
      'senior leadership of E': 200,
      'leadership of E': 200,
      'management of E with a position': 403,
      'office staff of R': 403,
      'the assignee': 200,
      'office staff of O': 404,
    };
    await expectByRole('logistics_plan.update', 'edit_logistics_plan', {}, expected);
    await expectByRole('logistics_plan.update', 'edit_logistics_plan', { plan: 'REJECTED' }, expected);
    const id = await anAssignment();
    const created = await call(world.officeE, 'logistics_plan.update', id);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().outbound_logistics_plan).toMatchObject({
      version: 1,
      notes: 'Two suitcases each.',
      attachments: [],
      submitted_by: null,
      status: 'DRAFT',
    });
    expect((await stored(id)).audit.at(-1)).toMatchObject({
      action: 'logistics_plan.update',
      before: { status: null },
      after: { status: 'DRAFT', notes: 'Two suitcases each.' },
    });
    for (const [state, body] of [
      [{ plan: 'SUBMITTED' }, undefined],
      [{ plan: 'APPROVED' }, undefined],
      [{ plan: 'DRAFT', abandoned: true }, undefined],
      [{ plan: 'DRAFT' }, { version: 0, notes: 'Stale' }],
    ] as const) {
      const other = await anAssignment(state);
      const before = await stored(other);
      expect((await call(world.officeE, 'logistics_plan.update', other, body)).statusCode).toBe(409);
      expect(await stored(other)).toEqual(before);
    }
  });

  it('the office, and the assignee once the assignment is shared with them, submit a draft or rejected plan, recording who submitted it; there must be one', async () => {
    await expectByRole(
      'logistics_plan.submit',
      'submit_logistics_plan',
      { plan: 'DRAFT' },
      {
        admin: 200,
        'office staff of E': 200,
        'senior leadership of E': 200,
        'leadership of E': 200,
        'management of E with a position': 403,
        'office staff of R': 403,
        'the assignee': 200,
        'office staff of O': 404,
      },
    );
    const theirs = await anAssignment({ plan: 'DRAFT' });
    const byAssignee = await call(world.assignee, 'logistics_plan.submit', theirs);
    expect(byAssignee.json().outbound_logistics_plan).toMatchObject({
      status: 'SUBMITTED',
      submitted_by: world.assignee.id,
    });
    expect((await call(world.leader, 'logistics_plan.approve', theirs)).statusCode).toBe(200);
    const id = await anAssignment({ plan: 'REJECTED' });
    const submitted = await call(world.officeE, 'logistics_plan.submit', id);
    expect(submitted.json().outbound_logistics_plan).toMatchObject({
      status: 'SUBMITTED',
      submitted_by: world.officeE.id,
      version: 2,
    });
    for (const state of [{}, { plan: 'SUBMITTED' }, { plan: 'APPROVED' }] as const) {
      const other = await anAssignment(state);
      const before = await stored(other);
      expect((await call(world.officeE, 'logistics_plan.submit', other)).statusCode).toBe(409);
      expect(await stored(other)).toEqual(before);
    }
  });

  it('the exploring organisation’s leadership, senior leadership or an admin decides a submitted plan, never its submitter', async () => {
    for (const decision of ['logistics_plan.approve', 'logistics_plan.reject'] as const) {
      await expectByRole(
        decision,
        'decide_logistics_plan',
        { plan: 'SUBMITTED' },
        {
          admin: 200,
          'office staff of E': 403,
          'senior leadership of E': 200,
          'leadership of E': 200,
          'management of E with a position': 403,
          'office staff of R': 403,
          'the assignee': 403,
          'office staff of O': 404,
        },
      );
    }
    // Separation of duties: the leader who submitted it does not decide it; the senior leader does.
    const own = await anAssignment({ plan: 'SUBMITTED', submittedBy: () => world.leader });
    const before = await stored(own);
    expect((await call(world.leader, 'logistics_plan.approve', own)).statusCode).toBe(403);
    expect(await stored(own)).toEqual(before);
    expect((await read(world.leader, own))?.user_can_manage).not.toContain('decide_logistics_plan');
    expect((await call(world.senior, 'logistics_plan.reject', own)).statusCode).toBe(200);
    for (const plan of ['DRAFT', 'APPROVED', 'REJECTED'] as const) {
      const other = await anAssignment({ plan });
      const unchanged = await stored(other);
      expect((await call(world.leader, 'logistics_plan.approve', other)).statusCode, plan).toBe(409);
      expect(await stored(other)).toEqual(unchanged);
    }
  });

  it('Z1 Z4 before the assignment is shared with the assignee, its plan is not theirs: writing or submitting it is a logged 404 that writes nothing, and they are offered neither', async () => {
    const id = await anAssignment({ plan: 'DRAFT', sharedWithAssignee: false });
    const before = await stored(id);
    logLines.length = 0;
    expect((await call(world.assignee, 'logistics_plan.update', id)).statusCode).toBe(404);
    expect((await call(world.assignee, 'logistics_plan.submit', id)).statusCode).toBe(404);
    expect(await stored(id)).toEqual(before);
    expect(outOfScopeRefusals(logLines).map((line) => line.entityId)).toEqual([id, id]);
    await db()
      .updateTable('assignments')
      .set({ is_shared_with_assignee: true })
      .where('id', '=', id)
      .execute();
    expect((await read(world.assignee, id))?.user_can_manage).toEqual(
      expect.arrayContaining(['edit_logistics_plan', 'submit_logistics_plan']),
    );
  });

  it('Z1 a write of an assignment out of the caller’s scope, or of none, is a logged 404 that writes nothing', async () => {
    const id = await anAssignment({ offer: 'OFFERED', plan: 'SUBMITTED', sharedWithAssignee: false });
    const before = await stored(id);
    logLines.length = 0;
    for (const write of Object.keys(writes) as WriteName[]) {
      expect((await call(world.officeO, write, id)).statusCode, write).toBe(404);
    }
    expect((await call(world.assignee, 'offer.accept', id)).statusCode).toBe(404);
    expect(await stored(id)).toEqual(before);
    expect(outOfScopeRefusals(logLines)).toEqual([
      ...Object.keys(writes).map(() =>
        expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.officeO.id }),
      ),
      expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.assignee.id }),
    ]);
    const unknown = await call(world.admin, 'offer.update', 999_999, {
      version: 1,
      notes: null,
      status: 'DRAFT',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('R-STATE-014 a submitted outbound logistics plan is approved and reads back status APPROVED', async () => {
    const id = await anAssignment({ plan: 'DRAFT' });
    expect((await call(world.officeE, 'logistics_plan.submit', id)).statusCode).toBe(200);
    const approved = await call(world.senior, 'logistics_plan.approve', id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await read(world.officeE, id))?.outbound_logistics_plan?.status).toBe('APPROVED');
    expect((await read(world.assignee, id))?.outbound_logistics_plan).toMatchObject({
      status: 'APPROVED',
      submitted_by: world.officeE.id,
    });
    expect((await stored(id)).audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'logistics_plan.submit',
        { status: 'DRAFT', submitted_by: null, plan_version: 1 },
        { status: 'SUBMITTED', submitted_by: world.officeE.id, plan_version: 2 },
      ],
      [
        'logistics_plan.approve',
        { status: 'SUBMITTED', plan_version: 2 },
        { status: 'APPROVED', plan_version: 3 },
      ],
    ]);
  });

  it('the plan’s files: those who may edit the plan (the assignee among them once it is shared with them) attach them while it is open; whoever reads the assignment reads them', async () => {
    const unshared = await anAssignment({ plan: 'DRAFT', sharedWithAssignee: false });
    const unsharedPlanId = (await read(world.officeE, unshared))?.outbound_logistics_plan?.id;
    const { payload: before, headers: beforeHeaders } = multipartBody('early.pdf', pdfFile('Early'));
    const early = await (await as(world.assignee)).request({
      method: 'POST',
      url: `/private/api/assets?assetable_type=outbound_logistics_plan&assetable_id=${unsharedPlanId}`,
      payload: before,
      headers: beforeHeaders,
    });
    expect(early.statusCode).toBe(404);
    const id = await anAssignment({ plan: 'DRAFT' });
    const { plan } = await stored(id);
    const planId = (await read(world.officeE, id))?.outbound_logistics_plan?.id;
    expect(plan).not.toBeNull();
    const upload = async (user: TestUser) => {
      const { payload, headers } = multipartBody('shipping.pdf', pdfFile('Shipping'));
      return (await as(user)).request({
        method: 'POST',
        url: `/private/api/assets?assetable_type=outbound_logistics_plan&assetable_id=${planId}`,
        payload,
        headers,
      });
    };
    const uploaded = await upload(world.officeE);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await upload(world.officeR)).statusCode).toBe(404);
    const theirs = await upload(world.assignee);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await read(world.officeE, id))?.outbound_logistics_plan?.attachments).toEqual([
      uploaded.json().id,
      theirs.json().id,
    ]);
    const listed = async (user: TestUser) =>
      (
        await (
          await as(user)
        ).get(`/private/api/assets?assetable_type=outbound_logistics_plan&assetable_id=${planId}`)
      ).json();
    expect(await listed(world.assignee)).toHaveLength(2);
    expect(await listed(world.officeR)).toHaveLength(2);
    expect(await listed(world.officeO)).toEqual([]);
    // Submitted, its files stay as they are decided on.
    expect((await call(world.officeE, 'logistics_plan.submit', id)).statusCode).toBe(200);
    expect((await upload(world.officeE)).statusCode).toBe(404);
    expect((await upload(world.assignee)).statusCode).toBe(404);
  });
});
