import { familyRecordSchema, familySchema, pagedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAddress,
  createFamily,
  createMember,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

const pagedFamilies = pagedSchema(familySchema);
const touchedTables = ['families', 'person_profiles', 'audit_log'] as const;

describeEachDatabase('families', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Organisation A mobilises the Slessors (the member, a spouse and a child) and Ada; B mobilises the
  // Careys. The Núñez family mixes Pedro, of B and A, with Rosa, of B only.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: number;
    child: number;
    ada: number;
    memberB: TestUser & { personProfileId: number };
    pedro: number;
    rosa: number;
    slessor: number;
    carey: number;
    nunez: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    const person = async (first_name: string, last_name: string, mobilisedBy: number[]) =>
      (await createPerson(db(), { first_name, last_name, mobilisedBy })).id;
    world.spouse = await person('John', 'Slessor', [world.orgA]);
    world.child = await person('Ella', 'Slessor', [world.orgA]);
    world.ada = await person('Ada', 'Lovelace', [world.orgA]);
    world.memberB = await createMember(db(), [world.orgB], {
      profile: { first_name: 'William', last_name: 'Carey' },
    });
    world.pedro = await person('Pedro', 'Núñez', [world.orgB, world.orgA]);
    world.rosa = await person('Rosa', 'Núñez', [world.orgB]);
    world.slessor = (
      await createFamily(db(), 'Slessor', [world.member.personProfileId, world.spouse, world.child])
    ).id;
    world.carey = (await createFamily(db(), 'Carey', [world.memberB.personProfileId])).id;
    world.nunez = (await createFamily(db(), 'Núñez', [world.pedro, world.rosa])).id;
    await createAddress(db(), world.spouse, { city: 'Calabar', current: true });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/families?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedFamilies.parse(response.json());
  }

  async function get(browser: TestClient, id: number, query = '') {
    const response = await browser.get(`/api/families/${id}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return familyRecordSchema.parse(response.json());
  }

  const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);
  const put = (browser: TestClient, id: number, payload: object) =>
    browser.request({ method: 'PUT', url: `/api/families/${id}`, payload });

  /** Row counts of the touched tables and every person's family: what "nothing written" compares. */
  async function snapshot() {
    const families = await db()
      .selectFrom('person_profiles')
      .select(['id', 'family_id'])
      .orderBy('id')
      .execute();
    const names = await db().selectFrom('families').select(['id', 'name', 'version']).orderBy('id').execute();
    return { counts: await countRows(db(), touchedTables), families, names };
  }

  it('R-CALL-030 R-FAMILY-001 answers a family with id, name, user_can and its members as person profiles', async () => {
    const family = await get(await signedIn(world.officeA), world.slessor);
    expect(Object.keys(family).sort()).toEqual(['id', 'members', 'name', 'user_can', 'version']);
    expect(family).toMatchObject({ id: world.slessor, name: 'Slessor', user_can: ['update'], version: 1 });
    expect(ids(family.members)).toEqual(sorted(world.member.personProfileId, world.spouse, world.child));
    expect(family.members[0]).toMatchObject({ familyId: world.slessor, familyName: 'Slessor' });
    expect(family.members.every((member) => member.currentAddress === undefined)).toBe(true);
  });

  it('R-CALL-031 with_member_current_addresses=true adds each member’s current address', async () => {
    const family = await get(
      await signedIn(world.officeA),
      world.slessor,
      '?with_member_current_addresses=true',
    );
    const spouse = family.members.find((member) => member.id === world.spouse);
    expect(spouse?.currentAddress).toMatchObject({ town: 'Calabar', country_name: 'Kenya' });
    const child = family.members.find((member) => member.id === world.child);
    expect(child?.currentAddress).toBeNull();

    const inSpanish = await (await signedIn(world.officeA)).request({
      method: 'GET',
      url: `/api/families/${world.slessor}?with_member_current_addresses=true`,
      headers: { 'accept-language': 'es' },
    });
    const spouseInSpanish = inSpanish
      .json()
      .members.find((member: { id: number }) => member.id === world.spouse);
    expect(spouseInSpanish.currentAddress.country_name).toBe('Kenia');
  });

  it('R-CALL-032 lists families in data.data, filtered by ids, member and an accent-blind name search, paged by name', async () => {
    const admin = await signedIn(world.admin);
    const all = await list(admin, 'per_page=2');
    expect(all).toMatchObject({ total: 3, from: 1, to: 2, current_page: 1, last_page: 2 });
    expect(all.data.map((family) => family.name)).toEqual(['Carey', 'Núñez']);
    expect(all.next_page_url).toBe('/api/families?per_page=2&page=2');
    expect((await list(admin, 'per_page=2&page=2')).data.map((family) => family.name)).toEqual(['Slessor']);
    expect(ids((await list(admin, `id=${world.carey},${world.nunez}`)).data)).toEqual(
      sorted(world.carey, world.nunez),
    );
    expect(ids((await list(admin, `member=${world.child}`)).data)).toEqual([world.slessor]);
    expect(ids((await list(admin, 'search=nunez')).data)).toEqual([world.nunez]);
    expect(ids((await list(admin, 'search=SLES')).data)).toEqual([world.slessor]);
    expect(await list(admin, 'search=50%25')).toMatchObject({ total: 0, data: [] });
  });

  it('Z2 office staff list and count only the families of people they reach, and see only those members', async () => {
    const officeA = await list(await signedIn(world.officeA), 'per_page=9999');
    expect(ids(officeA.data)).toEqual(sorted(world.slessor, world.nunez));
    expect(officeA.total).toBe(2);
    // Rosa is B's only: A sees Pedro's family with Pedro alone.
    const nunez = officeA.data.find((family) => family.id === world.nunez);
    expect(ids(nunez?.members ?? [])).toEqual([world.pedro]);
    expect(await list(await signedIn(world.officeA), 'search=carey')).toMatchObject({ total: 0, data: [] });

    const officeB = await list(await signedIn(world.officeB), 'per_page=9999');
    expect(ids(officeB.data)).toEqual(sorted(world.carey, world.nunez));
    expect(ids(officeB.data.find((family) => family.id === world.nunez)?.members ?? [])).toEqual(
      sorted(world.pedro, world.rosa),
    );
  });

  it('Z4 the family of a foreign person is out of reach: 404 by id and by member filter, and the refusals are logged', async () => {
    const officeB = await signedIn(world.officeB);
    logLines.length = 0;
    const response = await officeB.get(`/api/families/${world.slessor}`);
    expect(response.statusCode).toBe(404);
    const unknown = await officeB.get('/api/families/987654');
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(response.json()).sort());
    expect((await officeB.get(`/api/families?member=${world.spouse}`)).statusCode).toBe(404);
    expect((await officeB.get('/api/families?member=987654')).statusCode).toBe(404);
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals).toEqual([
      expect.objectContaining({ entity: 'family', entityId: world.slessor, actorUserId: world.officeB.id }),
      expect.objectContaining({
        entity: 'person_profile',
        entityId: world.spouse,
        actorUserId: world.officeB.id,
      }),
      expect.objectContaining({ entity: 'person_profile', entityId: 987654 }),
    ]);
  });

  it('Z6 a member sees their own family only, whole, and may not edit it', async () => {
    const member = await signedIn(world.member);
    const own = await get(member, world.slessor);
    expect(own.user_can).toEqual([]);
    expect(ids(own.members)).toEqual(sorted(world.member.personProfileId, world.spouse, world.child));
    expect(ids((await list(member, 'per_page=9999')).data)).toEqual([world.slessor]);
    expect((await member.get(`/api/families/${world.carey}`)).statusCode).toBe(404);
    expect((await member.get(`/api/families/${world.nunez}`)).statusCode).toBe(404);
    const before = await snapshot();
    expect((await put(member, world.slessor, { name: 'Renamed' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('creates a family from the bare answers for the active organisation, moving its members, with one audit row', async () => {
    const officeA = await signedIn(world.officeA);
    const response = await officeA.post('/api/families', { name: '  Lovelace ', members: [world.ada] });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const family = await get(officeA, id);
    expect(family).toMatchObject({ name: 'Lovelace', user_can: ['update'], version: 1 });
    expect(ids(family.members)).toEqual([world.ada]);
    const audit = await db().selectFrom('audit_log').selectAll().where('entity', '=', 'family').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        entity_id: String(id),
        action: 'create',
        after: { name: 'Lovelace', organisation_id: world.orgA, members: [world.ada], version: 1 },
      }),
    ]);
    // Without members yet, the family stays reachable by its organisation's staff only.
    const empty = (await officeA.post('/api/families', { name: 'Empty' })).json().id;
    expect((await get(officeA, empty)).members).toEqual([]);
    // The form engine may save the members before the name: the name stays empty until given.
    const unnamed = await officeA.post('/api/families', { members: [] });
    expect(unnamed.statusCode, unnamed.body).toBe(201);
    expect((await get(officeA, unnamed.json().id)).name).toBe('');
    expect((await (await signedIn(world.officeB)).get(`/api/families/${empty}`)).statusCode).toBe(404);
  });

  it('Z3 a family for an organisation the caller may not use is refused with 404, logged, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const before = await snapshot();
    logLines.length = 0;
    const response = await officeA.post(`/api/families?organisation=${world.orgB}`, { name: 'Sneaky' });
    expect(response.statusCode).toBe(404);
    const member = await signedIn(world.member);
    expect((await member.post('/api/families', { name: 'Mine' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(logLines.map((line) => JSON.parse(line)).filter((line) => line.refusal)).toEqual([
      expect.objectContaining({ entity: 'organisation', entityId: world.orgB, access: 'create_family' }),
      expect.objectContaining({ entity: 'organisation', access: 'create_family' }),
    ]);
  });

  it('refuses members the caller may not edit with 422 naming members, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const before = await snapshot();
    for (const members of [[world.rosa], [world.ada, 987654]]) {
      const created = await officeA.post('/api/families', { name: 'Mixed', members });
      expect(created.statusCode).toBe(422);
      expect(Object.keys(created.json().errors)).toEqual(['members']);
      const updated = await put(officeA, world.slessor, {
        members: [world.member.personProfileId, ...members],
      });
      expect(updated.statusCode).toBe(422);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('updates the name and members, bumping the version; members the caller does not reach stay', async () => {
    const officeA = await signedIn(world.officeA);
    // The stored answers again change nothing and write nothing.
    const before = await snapshot();
    expect((await put(officeA, world.nunez, { name: 'Núñez', members: [world.pedro] })).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);

    const response = await put(officeA, world.nunez, { name: 'Núñez García', members: [], version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const family = familyRecordSchema.parse(response.json());
    expect(family).toMatchObject({ name: 'Núñez García', version: 2, members: [] });
    // Rosa, of B only, is still a member; Pedro, whom A runs, left.
    const members = await db()
      .selectFrom('person_profiles')
      .select('id')
      .where('family_id', '=', world.nunez)
      .execute();
    expect(members.map((member) => member.id)).toEqual([world.rosa]);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'family')
      .where('entity_id', '=', String(world.nunez))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'update',
      organisation_id: null,
      before: { name: 'Núñez', members: [world.pedro, world.rosa], version: 1 },
      after: { name: 'Núñez García', members: [world.rosa], version: 2 },
    });
    // A now reaches neither a member nor the family's organisation; B still sees Rosa's family.
    expect((await officeA.get(`/api/families/${world.nunez}`)).statusCode).toBe(404);
    const officeB = await signedIn(world.officeB);
    const back = await put(officeB, world.nunez, { members: [world.rosa, world.pedro] });
    expect(ids(familyRecordSchema.parse(back.json()).members)).toEqual(sorted(world.pedro, world.rosa));
  });

  it('refuses a save over a newer version with 409, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const { version } = await get(officeA, world.slessor);
    expect((await put(officeA, world.slessor, { name: 'Slessor-Ross', version })).statusCode).toBe(200);
    const before = await snapshot();
    const stale = await put(officeA, world.slessor, { name: 'Slessor', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['x-current-version']).toBe(String(version + 1));
    expect(await snapshot()).toEqual(before);
  });

  it('Z2 office staff of another organisation cannot edit a family they do not reach: 404, nothing written', async () => {
    const officeB = await signedIn(world.officeB);
    const before = await snapshot();
    expect((await put(officeB, world.slessor, { name: 'Taken' })).statusCode).toBe(404);
    expect((await put(officeB, 987654, { name: 'Nobody' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input on every call with 422 naming the field, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const before = await snapshot();
    const long = 'x'.repeat(101);
    for (const [body, field] of [
      [{ name: 5 }, 'name'],
      [{ name: long }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'A', colour: 'red' }, 'body'],
      [{ name: 'A', members: ['x'] }, 'members.0'],
      [{ name: 'A', members: [world.ada, world.ada] }, 'members'],
      [{ name: 'A', members: world.ada }, 'members'],
      [{ name: 'A', members: Array.from({ length: 51 }, (_, index) => index + 1) }, 'members'],
      [{ answers: { name: 'A' } }, 'body'],
    ] as const) {
      const response = await officeA.post('/api/families', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await officeA.post('/api/families?organisation=abc', { name: 'A' })).statusCode).toBe(422);
    for (const [body, field] of [
      [{ name: long }, 'name'],
      [{ version: 'new' }, 'version'],
      [{ version: -1 }, 'version'],
      [{ members: [0] }, 'members.0'],
      [{ colour: 'red' }, 'body'],
    ] as const) {
      const response = await put(officeA, world.slessor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await put(officeA, 0, { name: 'A' })).statusCode).toBe(422);
    for (const [query, field] of [
      ['per_page=0', 'per_page'],
      ['per_page=10000', 'per_page'],
      ['id=', 'id'],
      ['member=', 'member'],
      ['member=abc', 'member.0'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['colour=red', 'querystring'],
    ] as const) {
      const response = await officeA.get(`/api/families?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    const flag = await officeA.get(`/api/families/${world.slessor}?with_member_current_addresses=maybe`);
    expect(flag.statusCode).toBe(422);
    expect(Object.keys(flag.json().errors)).toContain('with_member_current_addresses');
    expect((await officeA.get('/api/families/abc')).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
