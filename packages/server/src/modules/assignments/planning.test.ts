import { type Assignment, assignmentSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
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
import type { TestUser } from '../../test/factories.ts';

describeEachDatabase('assignments: planning and the itinerary', (database) => {
  let app: App;
  const db = () => database().db;
  const as = signedInClients(() => app);

  // E explores the assignments and mobilises their assignee; R receives them; O is another organisation.
  const world = {} as {
    orgE: number;
    orgR: number;
    officeE: TestUser;
    officeR: TestUser;
    officeO: TestUser;
    manager: TestUser;
    assigneeId: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    world.orgE = (await createOrganisation(db(), { name: 'Exploring Mission' })).id;
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    const orgO = (await createOrganisation(db(), { name: 'Other Mission' })).id;
    world.officeE = await createOfficeStaff(db(), [world.orgE]);
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.officeO = await createOfficeStaff(db(), [orgO]);
    world.manager = (await createSecurityGroupMembers(db(), world.orgE)).manager;
    world.assigneeId = (await createMember(db(), [world.orgE])).personProfileId;
  });
  afterAll(() => app.close());

  /** A POTENTIAL assignment of E received by R (shared with it), the manager holding a position on it. */
  async function anAssignment(fields: { status?: Assignment['status']; is_abandoned?: boolean } = {}) {
    const { id } = await createAssignment(db(), {
      assignee_person_profile_id: world.assigneeId,
      explored_by_organisation_id: world.orgE,
      received_by_organisation_id: world.orgR,
      is_shared_with_receiving_organisation: true,
      ...fields,
    });
    await holdPosition(db(), {
      organisationId: world.orgE,
      name: `Member care ${id}`,
      subjectType: 'ASSIGNMENT',
      subjectIds: [id],
      userId: world.manager.id,
    });
    return id;
  }

  const anItem = async (assignmentId: number) =>
    (
      await db()
        .insertInto('itinerary_items')
        .values({
          assignment_id: assignmentId,
          type: 'MAIN',
          responsible_for: 'Receiving office',
          start_date: '2027-08-01',
          end_date: '2030-07-31',
          status: 'PLANNED',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const patch = async (user: TestUser, url: string, payload: Record<string, unknown>) =>
    (await as(user)).request({ method: 'PATCH', url, payload });
  const post = async (user: TestUser, url: string, payload: Record<string, unknown>) =>
    (await as(user)).post(url, payload);
  const remove = async (user: TestUser, url: string) => (await as(user)).request({ method: 'DELETE', url });

  /** The assignment and its itinerary as stored, and its audit rows: what a refusal must leave alone. */
  const stored = async (id: number) => ({
    assignment: await db()
      .selectFrom('assignments')
      .select([
        'status',
        'proposed_start_date',
        'proposed_end_date',
        'confirmed_start_date',
        'confirmed_end_date',
        'financial_clearance_was_given',
        'version',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    items: await db()
      .selectFrom('itinerary_items')
      .select(['id', 'type', 'responsible_for', 'start_date', 'end_date', 'status'])
      .where('assignment_id', '=', id)
      .orderBy('id')
      .execute(),
    audit: await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute(),
  });

  /** Every planning write of assignment `id` (whose item is `itemId`) at `version`, with a good body. */
  const writes = (id: number, itemId: number, version: number) => [
    {
      name: 'PATCH the plan',
      call: (user: TestUser) => patch(user, `/api/assignments/${id}`, { version, status: 'PLANNED' }),
    },
    {
      name: 'add an item',
      call: (user: TestUser) =>
        post(user, `/api/assignments/${id}/itinerary-items`, {
          version,
          type: 'ABO',
          responsible_for: null,
          start_date: null,
          end_date: null,
          status: 'POTENTIAL',
        }),
    },
    {
      name: 'change an item',
      call: (user: TestUser) =>
        patch(user, `/api/assignments/${id}/itinerary-items/${itemId}`, { version, status: 'CONFIRMED' }),
    },
    {
      name: 'remove an item',
      call: (user: TestUser) =>
        remove(user, `/api/assignments/${id}/itinerary-items/${itemId}?version=${version}`),
    },
  ];

  it('Z1 Z4 Z8 C4 each planning write is refused to a reader (403), out of scope (404), at a stale version (409) and on an abandoned assignment (409), writing nothing', async () => {
    const id = await anAssignment();
    const itemId = await anItem(id);
    const abandoned = await anAssignment({ is_abandoned: true });
    const abandonedItem = await anItem(abandoned);
    const before = await stored(id);
    const beforeAbandoned = await stored(abandoned);
    const cases = [
      ...writes(id, itemId, 1).flatMap((write) => [
        {
          write,
          who: 'office staff of R, while shared',
          user: world.officeR,
          expected: [403, 'capability_not_held'],
        },
        {
          write,
          who: 'management with a position on it',
          user: world.manager,
          expected: [403, 'capability_not_held'],
        },
        { write, who: 'office staff of O', user: world.officeO, expected: [404, 'not_found'] },
      ]),
      ...writes(id, itemId, 0).map((write) => ({
        write,
        who: 'office staff of E at version 0',
        user: world.officeE,
        expected: [409, 'stale_version'],
      })),
      ...writes(abandoned, abandonedItem, 1).map((write) => ({
        write,
        who: 'office staff of E, abandoned',
        user: world.officeE,
        expected: [409, 'transition_not_allowed'],
      })),
    ];
    for (const { write, who, user, expected } of cases) {
      const response = await write.call(user);
      expect([response.statusCode, response.json().code], `${write.name} by ${who}`).toEqual(expected);
    }
    expect(await stored(id)).toEqual(before);
    expect(await stored(abandoned)).toEqual(beforeAbandoned);
  });

  it('C4 office staff make each planning write: each moves the version on by one and leaves one audit row', async () => {
    const id = await anAssignment();
    const itemId = await anItem(id);
    let version = 1;
    for (const index of [0, 1, 2, 3]) {
      const write = writes(id, itemId, version)[index];
      const response = await write?.call(world.officeE);
      expect(response?.statusCode, `${write?.name}: ${response?.body}`).toBe(200);
      const assignment = assignmentSchema.parse(response?.json());
      expect(assignment.version).toBe(version + 1);
      version = assignment.version;
    }
    const { audit, items, assignment } = await stored(id);
    expect(audit.map((row) => row.action)).toEqual([
      'update',
      'itinerary_item.create',
      'itinerary_item.update',
      'itinerary_item.delete',
    ]);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        { status: 'POTENTIAL', version: 1 },
        { status: 'PLANNED', version: 2 },
      ],
      [
        { itinerary_item_id: null, version: 2 },
        {
          itinerary_item_id: items[0]?.id,
          type: 'ABO',
          responsible_for: null,
          start_date: null,
          end_date: null,
          status: 'POTENTIAL',
          version: 3,
        },
      ],
      [
        { itinerary_item_id: itemId, status: 'PLANNED', version: 3 },
        { itinerary_item_id: itemId, status: 'CONFIRMED', version: 4 },
      ],
      [
        {
          itinerary_item_id: itemId,
          type: 'MAIN',
          responsible_for: 'Receiving office',
          start_date: '2027-08-01',
          end_date: '2030-07-31',
          status: 'CONFIRMED',
          version: 4,
        },
        { itinerary_item_id: null, version: 5 },
      ],
    ]);
    expect(items.map((item) => item.type)).toEqual(['ABO']);
    expect(assignment).toMatchObject({ status: 'PLANNED', version: 5 });
  });

  it('R-STATE-001 the status moves one step through POTENTIAL, PLANNED, ACTIVE, ENDED (and one back); a jump is 409, another value 422', async () => {
    const id = await anAssignment();
    const move = async (status: string, version: number) =>
      patch(world.officeE, `/api/assignments/${id}`, { version, status });
    const steps: [string, number][] = [];
    let version = 1;
    for (const status of ['PLANNED', 'ACTIVE', 'ENDED', 'ACTIVE', 'ENDED']) {
      const response = await move(status, version);
      const assignment = assignmentSchema.parse(response.json());
      steps.push([assignment.status, response.statusCode]);
      version = assignment.version;
    }
    expect(steps).toEqual([
      ['PLANNED', 200],
      ['ACTIVE', 200],
      ['ENDED', 200],
      ['ACTIVE', 200],
      ['ENDED', 200],
    ]);
    const jump = await move('PLANNED', version);
    expect([jump.statusCode, jump.json().code]).toEqual([409, 'transition_not_allowed']);
    for (const status of ['ABANDONED', 'CONFIRMED', 'potential']) {
      const refused = await move(status, version);
      expect([refused.statusCode, Object.keys(refused.json().errors)], status).toEqual([422, ['status']]);
    }
    expect((await stored(id)).assignment).toMatchObject({ status: 'ENDED', version: 6 });
  });

  it('the plan’s dates and clearance are saved; confirmed dates are cleared with null; an end before the start is 422 on that end', async () => {
    const id = await anAssignment();
    const saved = await patch(world.officeE, `/api/assignments/${id}`, {
      version: 1,
      proposed_dates: { start_date: '2027-09-01', end_date: '2030-06-30' },
      confirmed_dates: { start_date: '2027-09-15', end_date: null },
      financial_clearance_was_given: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(assignmentSchema.parse(saved.json())).toMatchObject({
      proposed_dates: { start_date: '2027-09-01', end_date: '2030-06-30' },
      confirmed_dates: { start_date: '2027-09-15', end_date: null },
      financial_clearance_was_given: true,
      version: 2,
    });
    const before = await stored(id);
    for (const [field, dates] of [
      ['proposed_dates.end_date', { proposed_dates: { start_date: '2027-09-01', end_date: '2027-08-31' } }],
      ['confirmed_dates.end_date', { confirmed_dates: { start_date: '2027-09-15', end_date: '2027-09-14' } }],
    ] as const) {
      const refused = await patch(world.officeE, `/api/assignments/${id}`, { version: 2, ...dates });
      expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, [field]]);
    }
    expect(await stored(id)).toEqual(before);
    const cleared = await patch(world.officeE, `/api/assignments/${id}`, {
      version: 2,
      confirmed_dates: null,
    });
    expect(assignmentSchema.parse(cleared.json())).toMatchObject({ confirmed_dates: null, version: 3 });
  });

  it('the plan names the organisation the person goes to: moved while not shared with the receiving one, else 409; an unknown organisation is 422; nothing written on refusal', async () => {
    const id = await anAssignment();
    const url = `/api/assignments/${id}`;
    const before = await stored(id);
    const whileShared = await patch(world.officeE, url, {
      version: 1,
      received_by_organisation_id: world.orgE,
    });
    expect(whileShared.statusCode, whileShared.body).toBe(409);
    expect(await stored(id)).toEqual(before);

    await db()
      .updateTable('assignments')
      .set({ is_shared_with_receiving_organisation: false })
      .where('id', '=', id)
      .execute();
    const unknown = await patch(world.officeE, url, { version: 1, received_by_organisation_id: 999_999 });
    expect([unknown.statusCode, Object.keys(unknown.json().errors)]).toEqual([
      422,
      ['received_by_organisation_id'],
    ]);
    const moved = await patch(world.officeE, url, { version: 1, received_by_organisation_id: world.orgE });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(assignmentSchema.parse(moved.json())).toMatchObject({
      received_by: { id: world.orgE, name: 'Exploring Mission' },
      version: 2,
    });
    expect((await stored(id)).audit.at(-1)).toEqual({
      action: 'update',
      before: { received_by_organisation_id: world.orgR, version: 1 },
      after: { received_by_organisation_id: world.orgE, version: 2 },
    });
    // The organisation that no longer receives the person no longer reads the assignment.
    expect((await (await as(world.officeR)).get(url)).statusCode).toBe(404);
  });

  it('R-STATE-012 R-STATE-013 items of type MAIN, LANGUAGE_SCHOOL, ABO, AIM_AIR_PRE_FIELD_ORIENTATION and date status POTENTIAL, PLANNED, CONFIRMED are saved and read back; another type or status is 422', async () => {
    const id = await anAssignment();
    const add = (version: number, fields: Record<string, unknown>) =>
      post(world.officeE, `/api/assignments/${id}/itinerary-items`, {
        version,
        responsible_for: 'Receiving office',
        start_date: '2027-08-01',
        end_date: '2027-08-01',
        ...fields,
      });
    const pairs = [
      ['MAIN', 'POTENTIAL'],
      ['LANGUAGE_SCHOOL', 'PLANNED'],
      ['ABO', 'CONFIRMED'],
      ['AIM_AIR_PRE_FIELD_ORIENTATION', 'CONFIRMED'],
    ];
    let version = 1;
    for (const [type, status] of pairs) {
      const response = await add(version, { type, status });
      expect(response.statusCode, response.body).toBe(200);
      version = assignmentSchema.parse(response.json()).version;
    }
    const read = assignmentSchema.parse(
      (await (await as(world.officeE)).get(`/api/assignments/${id}`)).json(),
    );
    expect(read.itinerary_items.map((item) => [item.type, item.status])).toEqual(pairs);

    const before = await stored(id);
    const itemId = read.itinerary_items[0]?.id;
    for (const [fields, field] of [
      [{ type: 'FLIGHT', status: 'PLANNED' }, 'type'],
      [{ type: 'MAIN', status: 'DONE' }, 'status'],
      [{ type: 'MAIN', status: 'PLANNED', start_date: '2027-08-02' }, 'end_date'],
    ] as const) {
      const refused = await add(version, fields);
      expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, [field]]);
    }
    for (const [fields, field] of [
      [{ type: 'FLIGHT' }, 'type'],
      [{ status: 'DONE' }, 'status'],
      // The stored start is 2027-08-01: an end sent alone is checked against it.
      [{ end_date: '2027-07-31' }, 'end_date'],
    ] as const) {
      const refused = await patch(world.officeE, `/api/assignments/${id}/itinerary-items/${itemId}`, {
        version,
        ...fields,
      });
      expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, [field]]);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('Z1 an item of another assignment is 404 through this one, and nothing is written', async () => {
    const id = await anAssignment();
    const other = await anAssignment();
    const otherItem = await anItem(other);
    const before = await stored(other);
    const changed = await patch(world.officeE, `/api/assignments/${id}/itinerary-items/${otherItem}`, {
      version: 1,
      status: 'CONFIRMED',
    });
    const removed = await remove(
      world.officeE,
      `/api/assignments/${id}/itinerary-items/${otherItem}?version=1`,
    );
    expect([changed.statusCode, removed.statusCode]).toEqual([404, 404]);
    expect(await stored(other)).toEqual(before);
    expect((await stored(id)).assignment.version).toBe(1);
  });
});
