import { membershipSchema, membershipTypes, pagedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createFamily,
  createMember,
  createMembership,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedMemberships = pagedSchema(membershipSchema);

describeEachDatabase('memberships', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // A mobilises the member and her spouse (one family) and a colleague; B mobilises another member.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: number;
    colleague: number;
    memberB: TestUser & { personProfileId: number };
    /** The member's memberships, oldest start first. */
    mine: number[];
    spouses: number;
    colleagues: number;
    ofB: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.spouse = (
      await createPerson(db(), { first_name: 'John', last_name: 'Slessor', mobilisedBy: [world.orgA] })
    ).id;
    world.colleague = (await createPerson(db(), { mobilisedBy: [world.orgA] })).id;
    await createFamily(db(), 'Slessor', [world.member.personProfileId, world.spouse]);
    world.memberB = await createMember(db(), [world.orgB]);

    const membership = async (person: number, organisation: number, fields: object) =>
      (await createMembership(db(), { person_profile_id: person, organisation_id: organisation, ...fields }))
        .id;
    const mine = world.member.personProfileId;
    world.mine = [
      await membership(mine, world.orgA, {
        type: 'SHORT_TERM',
        entry_id: 'E-1',
        contribution: 'Nurse',
        starts_from: '2012-03-01',
        end_date: '2013-02-28',
      }),
      await membership(mine, world.orgA, { type: 'FULL_TERM', starts_from: '2016-09-01' }),
      await membership(mine, world.orgA, {
        type: 'AFFILIATE',
        starts_from: '2014-01-15',
        end_date: '2015-12-31',
      }),
    ];
    world.spouses = await membership(world.spouse, world.orgA, {
      type: 'SECONDED_IN',
      starts_from: '2018-05-01',
    });
    world.colleagues = await membership(world.colleague, world.orgA, {
      type: 'MOU_PARTNER',
      starts_from: '2020-01-01',
    });
    world.ofB = await membership(world.memberB.personProfileId, world.orgB, { starts_from: '2019-01-01' });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/memberships?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedMemberships.parse(response.json());
  }

  const ids = (page: { data: { id: number }[] }) => page.data.map((membership) => membership.id);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it('R-CALL-033 R-MEMBERSHIP-001 answers data.data items with id, entry_id, member, type, contribution, starts_from and end_date', async () => {
    const page = await list(await signedIn(world.officeA), `member=${world.member.personProfileId}`);
    const first = page.data.find((membership) => membership.id === world.mine[0]);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['contribution', 'end_date', 'entry_id', 'id', 'member', 'starts_from', 'type'].sort(),
    );
    expect(first).toMatchObject({
      entry_id: 'E-1',
      type: 'SHORT_TERM',
      contribution: 'Nurse',
      starts_from: '2012-03-01',
      end_date: '2013-02-28',
      member: { id: world.member.personProfileId, firstName: 'Mary', lastName: 'Slessor' },
    });
  });

  it('R-CALL-034 R-MEMBERSHIP-007 GET api/memberships?member={id} answers that person’s memberships, newest start first', async () => {
    const page = await list(await signedIn(world.officeA), `member=${world.member.personProfileId}`);
    const [oldest, newest, middle] = world.mine as [number, number, number];
    expect(ids(page)).toEqual([newest, middle, oldest]);
    expect(page).toMatchObject({ total: 3, from: 1, to: 3, current_page: 1, last_page: 1 });
    const two = await list(
      await signedIn(world.admin),
      `member=${world.member.personProfileId},${world.spouse}&per_page=2&page=2`,
    );
    expect(ids(two)).toEqual([middle, oldest]);
    expect(two).toMatchObject({ total: 4, from: 3, to: 4, next_page_url: null });
  });

  it('R-MEMBERSHIP-002 filters by the five membership types', async () => {
    const admin = await signedIn(world.admin);
    const byType = async (type: string) => (await list(admin, `type=${type}`)).data.map((each) => each.type);
    for (const type of membershipTypes) {
      const found = await byType(type);
      expect(found.length, type).toBeGreaterThan(0);
      expect(new Set(found), type).toEqual(new Set([type]));
    }
    expect(ids(await list(admin, 'type=SHORT_TERM,SECONDED_IN'))).toEqual([world.spouses, world.mine[0]]);
  });

  it('Z2 office staff list and count only the memberships of the people they reach', async () => {
    const officeA = await list(await signedIn(world.officeA), 'per_page=9999');
    expect(sorted(...ids(officeA))).toEqual(sorted(...world.mine, world.spouses, world.colleagues));
    expect(officeA.total).toBe(5);
    const officeB = await list(await signedIn(world.officeB), 'per_page=9999');
    expect(ids(officeB)).toEqual([world.ofB]);
    expect(officeB.total).toBe(1);
    expect((await list(await signedIn(world.admin), 'per_page=9999')).total).toBe(6);
  });

  it('Z4 the memberships of a foreign person are out of reach: 404 like an unknown person, and the refusal is logged', async () => {
    const officeB = await signedIn(world.officeB);
    logLines.length = 0;
    const foreign = await officeB.get(`/api/memberships?member=${world.member.personProfileId}`);
    expect(foreign.statusCode).toBe(404);
    const unknown = await officeB.get('/api/memberships?member=987654');
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(foreign.json()).sort());
    const mixed = await officeB.get(
      `/api/memberships?member=${world.memberB.personProfileId},${world.spouse}`,
    );
    expect(mixed.statusCode).toBe(404);
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals.map((line) => line.entityId)).toEqual([
      world.member.personProfileId,
      987654,
      world.spouse,
    ]);
    expect(refusals.every((line) => line.actorUserId === world.officeB.id)).toBe(true);
  });

  it('Z6 a member reads their own and their family’s memberships, no one else’s', async () => {
    const member = await signedIn(world.member);
    expect(sorted(...ids(await list(member, 'per_page=9999')))).toEqual(sorted(...world.mine, world.spouses));
    expect(ids(await list(member, `member=${world.spouse}`))).toEqual([world.spouses]);
    expect((await member.get(`/api/memberships?member=${world.colleague}`)).statusCode).toBe(404);
    expect((await member.get(`/api/memberships?member=${world.memberB.personProfileId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad filters with 422 naming the field', async () => {
    const browser = await signedIn(world.officeA);
    for (const [query, field] of [
      ['type=FULL_TERM,LIFETIME', 'type.1'],
      ['member=', 'member'],
      ['member=abc', 'member.0'],
      ['member=0', 'member.0'],
      ['per_page=0', 'per_page'],
      ['per_page=10000', 'per_page'],
      ['page=-1', 'page'],
      ['starts_from=20240101', 'querystring'],
    ] as const) {
      const response = await browser.get(`/api/memberships?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });
});
