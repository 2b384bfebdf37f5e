import {
  type AssignmentAction,
  type AssignmentChange,
  type AssignmentStatus,
  assignmentChangeEndpoints,
  assignmentSchema,
  assignmentStatuses,
  endpointRoutes,
  openAssignmentChanges,
  pagedSchema,
} from '@mobilise/contract';
import { sql } from 'kysely';
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
  holdPosition,
} from '../../test/domain-factories.ts';
import { countRows, createUser, type TestUser } from '../../test/factories.ts';

const pagedAssignments = pagedSchema(assignmentSchema);

/** One state of the actions table: a status, abandoned or not, shared with either side or not. */
interface State {
  status: AssignmentStatus;
  abandoned: boolean;
  sharedWithReceiver: boolean;
  sharedWithAssignee: boolean;
}

const states: State[] = assignmentStatuses.flatMap((status) =>
  [false, true].flatMap((abandoned) =>
    [false, true].flatMap((sharedWithReceiver) =>
      [false, true].map((sharedWithAssignee) => ({
        status,
        abandoned,
        sharedWithReceiver,
        sharedWithAssignee,
      })),
    ),
  ),
);

const label = (state: State) =>
  [
    state.status,
    state.abandoned ? 'abandoned' : 'live',
    state.sharedWithReceiver ? 'shared with R' : 'not shared with R',
    state.sharedWithAssignee ? 'shared with the assignee' : 'not with the assignee',
  ].join(', ');

/** The spec's actions table (01 §4), written out: when each change is allowed, for those who act on it. */
const specAllows: Record<AssignmentChange, (state: State) => boolean> = {
  abandon: (s) => s.status === 'POTENTIAL' && !s.abandoned && !s.sharedWithReceiver,
  restore: (s) => s.abandoned && !s.sharedWithReceiver,
  share_with_receiving_organisation: (s) => s.status === 'POTENTIAL' && !s.abandoned && !s.sharedWithReceiver,
  unshare_from_receiving_organisation: (s) => s.sharedWithReceiver,
  // Not abandoned, and the other way round from where it stands (sharing twice is a repeated step).
  share_with_assignee: (s) => !s.abandoned && !s.sharedWithAssignee,
  unshare_from_assignee: (s) => !s.abandoned && s.sharedWithAssignee,
};

/** The user_can the spec gives those who act on an assignment in a state. */
const specUserCan = (s: State): AssignmentAction[] => [
  ...(specAllows.abandon(s) ? (['abandon'] as const) : []),
  ...(specAllows.restore(s) ? (['restore'] as const) : []),
  ...(specAllows.share_with_receiving_organisation(s)
    ? (['share_with_receiving_organisation'] as const)
    : []),
  ...(s.abandoned ? [] : (['share_with_assignee'] as const)),
  'upload_mou_document',
];

/** How each role meets an assignment: acts on it, reads it only, or does not see it (by its state). */
type Reach = 'acts' | 'reads' | 'none';

describeEachDatabase('assignments: the actions table', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);

  // E explores the assignments and mobilises their assignee; R receives them; O is another organisation.
  // The manager of E holds a position on every assignment of the table.
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
    /** The assignment of each state of `states`, by index. */
    table: number[];
  };

  const roles: { name: string; user: () => TestUser; reach: (state: State) => Reach }[] = [
    { name: 'admin', user: () => world.admin, reach: () => 'acts' },
    { name: 'office staff of E', user: () => world.officeE, reach: () => 'acts' },
    { name: 'senior leadership of E', user: () => world.senior, reach: () => 'acts' },
    { name: 'leadership of E', user: () => world.leader, reach: () => 'acts' },
    { name: 'management of E with a position on it', user: () => world.manager, reach: () => 'reads' },
    {
      name: 'office staff of R',
      user: () => world.officeR,
      reach: (s) => (s.sharedWithReceiver ? 'reads' : 'none'),
    },
    {
      name: 'the assignee',
      user: () => world.assignee,
      reach: (s) => (s.sharedWithAssignee ? 'reads' : 'none'),
    },
    { name: 'office staff of O', user: () => world.officeO, reach: () => 'none' },
  ];

  /** Puts every assignment of the table back in its state at version 1, in one statement. */
  const resetTable = () =>
    sql`update assignments set is_abandoned = s.abandoned, version = 1,
        is_shared_with_receiving_organisation = s.shared_r, is_shared_with_assignee = s.shared_a
      from (values ${sql.join(
        states.map(
          (s, index) =>
            sql`(${world.table[index]}::integer, ${s.abandoned}::boolean, ${s.sharedWithReceiver}::boolean,
              ${s.sharedWithAssignee}::boolean)`,
        ),
      )}) as s(id, abandoned, shared_r, shared_a)
      where assignments.id = s.id`.execute(db());

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    world.orgE = (await createOrganisation(db(), { name: 'Exploring Mission' })).id;
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    const orgO = (await createOrganisation(db(), { name: 'Other Mission' })).id;
    world.officeE = await createOfficeStaff(db(), [world.orgE]);
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.officeO = await createOfficeStaff(db(), [orgO]);
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
    Object.assign(world, await createSecurityGroupMembers(db(), world.orgE));
    world.assignee = await createMember(db(), [world.orgE]);
    const rows = await db()
      .insertInto('assignments')
      .values(
        states.map((s) => ({
          assignee_person_profile_id: world.assignee.personProfileId,
          explored_by_organisation_id: world.orgE,
          received_by_organisation_id: world.orgR,
          status: s.status,
          is_abandoned: s.abandoned,
          is_shared_with_receiving_organisation: s.sharedWithReceiver,
          is_shared_with_assignee: s.sharedWithAssignee,
        })),
      )
      .returning('id')
      .execute();
    world.table = rows.map((row) => row.id).sort((a, b) => a - b);
    await holdPosition(db(), {
      organisationId: world.orgE,
      name: 'Member care',
      subjectType: 'ASSIGNMENT',
      subjectIds: world.table,
      userId: world.manager.id,
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  const pathOf = (change: AssignmentChange, id: number) =>
    endpointRoutes[assignmentChangeEndpoints[change]].path.replace('{id}', String(id));
  const call = async (user: TestUser, change: AssignmentChange, id: number, body: Record<string, unknown>) =>
    (await as(user)).post(pathOf(change, id), body);

  /** The assignments of the table as the user's list shows them, by id. */
  async function tableAsSeenBy(user: TestUser) {
    const response = await (await as(user)).get(`/api/assignments?id=${world.table.join(',')}&per_page=9999`);
    expect(response.statusCode, response.body).toBe(200);
    return new Map(pagedAssignments.parse(response.json()).data.map((each) => [each.id, each]));
  }

  const flagOf: Record<AssignmentChange, [Exclude<keyof State, 'status'>, boolean]> = {
    abandon: ['abandoned', true],
    restore: ['abandoned', false],
    share_with_receiving_organisation: ['sharedWithReceiver', true],
    unshare_from_receiving_organisation: ['sharedWithReceiver', false],
    share_with_assignee: ['sharedWithAssignee', true],
    unshare_from_assignee: ['sharedWithAssignee', false],
  };
  const fieldOf = {
    abandoned: 'is_abandoned',
    sharedWithReceiver: 'is_shared_with_receiving_organisation',
    sharedWithAssignee: 'is_shared_with_assignee',
  } as const;

  it('R-ROLE-012 R-STATE-005 R-STATE-006 R-STATE-007 R-STATE-009 R-STATE-011 Z12 user_can in every state, for every role: the table’s actions for those who act on the assignment, none for those who only read it', async () => {
    for (const role of roles) {
      const seen = await tableAsSeenBy(role.user());
      const actual = states.map((s, index) => [label(s), seen.get(world.table[index] as number)?.user_can]);
      const expected = states.map((s) => {
        const reach = role.reach(s);
        return [label(s), reach === 'none' ? undefined : reach === 'acts' ? specUserCan(s) : []];
      });
      expect(actual, role.name).toEqual(expected);
    }
  });

  it.each<[AssignmentChange, string]>([
    ['abandon', 'R-STATE-005'],
    ['restore', 'R-STATE-006'],
    ['share_with_receiving_organisation', 'R-STATE-007'],
    ['unshare_from_receiving_organisation', 'R-STATE-008'],
    ['share_with_assignee', 'R-STATE-009'],
    ['unshare_from_assignee', 'R-STATE-010'],
  ])(
    '%s: %s Z12 in every state and for every role, the call succeeds exactly when the page offers it (user_can), else 409, 403 for a reader, 404 out of reach',
    async (change, _requirement) => {
      const [flag, value] = flagOf[change];
      for (const role of roles) {
        const user = role.user();
        const seen = await tableAsSeenBy(user);
        const responses = await Promise.all(world.table.map((id) => call(user, change, id, { version: 1 })));
        const actual = states.map((s, index) => {
          const response = responses[index];
          const listed = seen.get(world.table[index] as number);
          const answer = response?.json();
          return {
            state: label(s),
            status: response?.statusCode,
            code: answer?.code ?? answer?.[fieldOf[flag]],
            offered: listed !== undefined && openAssignmentChanges(listed).includes(change),
          };
        });
        const expected = states.map((s) => {
          const reach = role.reach(s);
          const allowed = reach === 'acts' && specAllows[change](s);
          const [status, code] = allowed
            ? [200, value]
            : reach === 'acts'
              ? [409, 'transition_not_allowed']
              : reach === 'reads'
                ? [403, 'capability_not_held']
                : [404, 'not_found'];
          return { state: label(s), status, code, offered: allowed };
        });
        expect(actual, role.name).toEqual(expected);
        if (responses.some((response) => response.statusCode === 200)) {
          await resetTable();
        }
      }
    },
  );

  /** A POTENTIAL assignment of E, received by R, shared with nobody yet. */
  const aPotentialAssignment = async () =>
    (
      await createAssignment(db(), {
        assignee_person_profile_id: world.assignee.personProfileId,
        explored_by_organisation_id: world.orgE,
        received_by_organisation_id: world.orgR,
      })
    ).id;

  const stored = (id: number) =>
    db()
      .selectFrom('assignments')
      .select(['is_abandoned', 'is_shared_with_receiving_organisation', 'is_shared_with_assignee', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('Z9 R-STATE-008 the receiving organisation sees a shared assignment and its MOU documents, nothing else of the person, and loses it at once when unshared', async () => {
    const id = await aPotentialAssignment();
    const { id: assetId } = await db()
      .insertInto('assets')
      .values({
        filename: 'mou.pdf',
        title: 'MOU',
        file_size: 10,
        content_type: 'application/pdf',
        storage_key: `mou-${id}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('assignment_mou_documents')
      .values({ assignment_id: id, asset_id: assetId })
      .execute();
    const receiver = await as(world.officeR);
    const listedToReceiver = async () =>
      pagedAssignments
        .parse((await receiver.get(`/api/assignments?received_by=${world.orgR}&per_page=9999`)).json())
        .data.map((assignment) => assignment.id);

    expect((await receiver.get(`/api/assignments/${id}`)).statusCode).toBe(404);
    expect(await listedToReceiver()).not.toContain(id);

    const shared = await call(world.officeE, 'share_with_receiving_organisation', id, { version: 1 });
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = await receiver.get(`/api/assignments/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ mou_document_ids: [assetId], user_can: [], version: 2 });
    expect(await listedToReceiver()).toContain(id);
    expect((await receiver.get(`/api/person-profiles/${world.assignee.personProfileId}`)).statusCode).toBe(
      404,
    );
    // Reading it gives the receiver no say over it.
    expect(
      (await call(world.officeR, 'unshare_from_receiving_organisation', id, { version: 2 })).statusCode,
    ).toBe(403);

    const unshared = await call(world.officeE, 'unshare_from_receiving_organisation', id, { version: 2 });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect(unshared.json()).toMatchObject({ is_shared_with_receiving_organisation: false, version: 3 });
    expect((await receiver.get(`/api/assignments/${id}`)).statusCode).toBe(404);
    expect(await listedToReceiver()).not.toContain(id);
  });

  it('Z1 Z4 office staff of another organisation, or a member, changing an assignment out of their reach get 404 like an unknown one, the refusal logged, nothing written', async () => {
    const id = await aPotentialAssignment();
    const before = await countRows(db(), ['assignments', 'audit_log']);
    const refused = await call(world.officeO, 'abandon', id, { version: 1 });
    expect(refused.statusCode).toBe(404);
    const unknown = await call(world.officeO, 'abandon', 987654, { version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(refused.json().code).toBe(unknown.json().code);
    // The assignee does not see it before it is shared with them: theirs, yet out of reach.
    expect((await call(world.assignee, 'share_with_assignee', id, { version: 1 })).statusCode).toBe(404);
    expect(outOfScopeRefusals(logLines)).toEqual([
      expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.officeO.id }),
      expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.assignee.id }),
    ]);
    expect(await countRows(db(), ['assignments', 'audit_log'])).toEqual(before);
    expect(await stored(id)).toMatchObject({
      is_abandoned: false,
      is_shared_with_assignee: false,
      version: 1,
    });
  });

  it('Z5 Z10 a body naming another record, an organisation, a status or a flag is a 422 and changes nothing', async () => {
    const id = await aPotentialAssignment();
    const other = await aPotentialAssignment();
    const before = await countRows(db(), ['audit_log']);
    for (const body of [
      { version: 1, id: other },
      { version: 1, received_by_organisation_id: world.orgE },
      { version: 1, status: 'ACTIVE' },
      { version: 1, is_abandoned: true, is_shared_with_receiving_organisation: true },
      {},
    ]) {
      const response = await call(world.officeE, 'share_with_assignee', id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await countRows(db(), ['audit_log'])).toEqual(before);
    for (const each of [id, other]) {
      expect(await stored(each)).toEqual({
        is_abandoned: false,
        is_shared_with_receiving_organisation: false,
        is_shared_with_assignee: false,
        version: 1,
      });
    }
    expect(
      (await db().selectFrom('assignments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('POTENTIAL');
  });

  it('Z8 C4 no step skipped or repeated (409, nothing written), and each change leaves one audit row with its actor, organisation, before and after', async () => {
    const id = await aPotentialAssignment();
    const steps: [AssignmentChange, number][] = [
      ['restore', 409],
      ['unshare_from_assignee', 409],
      ['share_with_assignee', 200],
      ['share_with_assignee', 409],
      ['abandon', 200],
      ['abandon', 409],
      ['unshare_from_assignee', 409],
      ['share_with_receiving_organisation', 409],
      ['restore', 200],
      ['share_with_receiving_organisation', 200],
      ['share_with_receiving_organisation', 409],
      ['abandon', 409],
      ['unshare_from_receiving_organisation', 200],
      ['unshare_from_receiving_organisation', 409],
    ];
    let version = 1;
    for (const [change, status] of steps) {
      const response = await call(world.leader, change, id, { version });
      expect(response.statusCode, `${change} at version ${version}`).toBe(status);
      if (status === 200) {
        version += 1;
        expect(response.json().version).toBe(version);
      }
    }
    expect(await stored(id)).toEqual({
      is_abandoned: false,
      is_shared_with_receiving_organisation: false,
      is_shared_with_assignee: true,
      version: 6,
    });
    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'share_with_assignee',
        { is_shared_with_assignee: false, version: 1 },
        { is_shared_with_assignee: true, version: 2 },
      ],
      ['abandon', { is_abandoned: false, version: 2 }, { is_abandoned: true, version: 3 }],
      ['restore', { is_abandoned: true, version: 3 }, { is_abandoned: false, version: 4 }],
      [
        'share_with_receiving_organisation',
        { is_shared_with_receiving_organisation: false, version: 4 },
        { is_shared_with_receiving_organisation: true, version: 5 },
      ],
      [
        'unshare_from_receiving_organisation',
        { is_shared_with_receiving_organisation: true, version: 5 },
        { is_shared_with_receiving_organisation: false, version: 6 },
      ],
    ]);
    expect(
      audit.every((row) => row.actor_user_id === world.leader.id && row.organisation_id === world.orgE),
    ).toBe(true);
  });

  it('C2 a change naming an older version is a 409 with the current one, nothing overwritten; C1 two changes at once with the same version: one wins, the other 409, the row wholly the winner’s', async () => {
    const id = await aPotentialAssignment();
    expect((await call(world.officeE, 'share_with_assignee', id, { version: 1 })).statusCode).toBe(200);
    const stale = await call(world.senior, 'abandon', id, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toEqual(['is 2 now']);
    expect(stale.headers['x-current-version']).toBe('2');
    expect(await stored(id)).toMatchObject({ is_abandoned: false, version: 2 });

    const [abandoned, shared] = await Promise.all([
      call(world.officeE, 'abandon', id, { version: 2 }),
      call(world.senior, 'share_with_receiving_organisation', id, { version: 2 }),
    ]);
    expect([abandoned.statusCode, shared.statusCode].sort()).toEqual([200, 409]);
    const loser = abandoned.statusCode === 409 ? abandoned : shared;
    expect(loser.json().code).toBe('stale_version');
    expect(await stored(id)).toEqual({
      is_abandoned: abandoned.statusCode === 200,
      is_shared_with_receiving_organisation: shared.statusCode === 200,
      is_shared_with_assignee: true,
      version: 3,
    });
    expect(await auditOf(id)).toHaveLength(2);
  });
});
