import {
  fullPersonProfileSchema,
  pagedSchema,
  personProfileListItemSchema,
  personStatusFlags,
} from '@mobilise/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createAddress,
  createAssignment,
  createEducationPlan,
  createFamily,
  createMember,
  createOfficeStaff,
  createOrganisation,
  createPerson,
} from '../../test/domain-factories.ts';
import { countRows, createUser, type TestUser } from '../../test/factories.ts';

const pagedProfiles = pagedSchema(personProfileListItemSchema);

describeEachDatabase('person profiles', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Organisation A: office staff, a member with a spouse in one family, a colleague; organisation B: a
  // member with a family of their own; a person mobilised by both.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: number;
    colleague: number;
    memberB: TestUser & { personProfileId: number };
    childB: number;
    shared: number;
    admin: TestUser;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    world.orgA = (await createOrganisation(db(), { name: 'Alpha Mission' })).id;
    world.orgB = (await createOrganisation(db(), { name: 'Beta Mission' })).id;
    world.officeA = await createOfficeStaff(db(), [world.orgA], {
      profile: { first_name: 'Olive', last_name: 'Officer' },
    });
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor', known_as: 'Ma' },
    });
    world.spouse = (
      await createPerson(db(), { first_name: 'John', last_name: 'Slessor', mobilisedBy: [world.orgA] })
    ).id;
    world.colleague = (
      await createPerson(db(), { first_name: 'José', last_name: 'Núñez', mobilisedBy: [world.orgA] })
    ).id;
    await createFamily(db(), 'Slessor', [world.member.personProfileId, world.spouse]);
    world.memberB = await createMember(db(), [world.orgB], {
      profile: { first_name: 'Bruno', last_name: 'Slessor' },
    });
    world.childB = (
      await createPerson(db(), { first_name: 'Bea', last_name: 'Slessor', mobilisedBy: [world.orgB] })
    ).id;
    await createFamily(db(), 'Bruno Slessor', [world.memberB.personProfileId, world.childB]);
    world.shared = (
      await createPerson(db(), {
        first_name: 'Sam',
        last_name: 'Shared',
        mobilisedBy: [world.orgB, world.orgA],
      })
    ).id;
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  function put(browser: TestClient, id: number, payload: InjectOptions['payload']) {
    return browser.request({ method: 'PUT', url: `/api/person-profiles/${id}`, payload });
  }

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/person-profiles?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedProfiles.parse(response.json());
  }

  async function profile(browser: TestClient, id: number) {
    const response = await browser.get(`/api/person-profiles/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return fullPersonProfileSchema.parse(response.json());
  }

  const auditRows = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'entity', 'action', 'before', 'after'])
      .where('entity', '=', 'person_profile')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const storedProfile = (id: number) =>
    db().selectFrom('person_profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('R-CALL-002 Z2 lists only the people of the caller organisations, in the paged shape, totals included', async () => {
    const browser = await signedIn(world.officeA);
    const page = await list(browser, 'per_page=2');
    expect(page).toMatchObject({ total: 5, from: 1, to: 2, per_page: 2, current_page: 1, last_page: 3 });
    expect(page.next_page_url).toBe('/api/person-profiles?per_page=2&page=2');
    expect(page.prev_page_url).toBeNull();
    const all = await list(browser, 'per_page=50');
    // Their own profile, the two Slessors and the colleague of A, and the person A shares with B.
    expect(all.data.map((person) => person.id).sort()).toEqual(
      [
        world.officeA.personProfileId,
        world.member.personProfileId,
        world.spouse,
        world.colleague,
        world.shared,
      ].sort(),
    );
    const third = await list(browser, 'per_page=2&page=3');
    expect(third).toMatchObject({ from: 5, to: 5, current_page: 3, next_page_url: null });
    expect(third.data).toHaveLength(1);
  });

  it('counts a person mobilised by two of the caller organisations once, and the caller themself', async () => {
    const both = await createOfficeStaff(db(), [world.orgA, world.orgB]);
    const page = await list(await signedIn(both), 'per_page=1');
    const everyone = await list(await signedIn(world.admin), 'per_page=100');
    const reached = everyone.data.filter(
      (person) =>
        person.id === both.personProfileId ||
        person.mobilisedByOrganisationIds.some((id) => id === world.orgA || id === world.orgB),
    );
    expect(page.total).toBe(reached.length);
    expect(page.last_page).toBe(reached.length);
  });

  it('the plain list total follows each write at once, also one another process makes', async () => {
    const { id: organisation } = await createOrganisation(db());
    const browser = await signedIn(await createOfficeStaff(db(), [organisation]));
    expect((await list(browser, 'per_page=1')).total).toBe(1);

    const { id: person } = await createPerson(db(), { mobilisedBy: [organisation] });
    expect((await list(browser, 'per_page=1')).total).toBe(2);

    await sql`delete from person_profile_mobilising_organisations where person_profile_id = ${person}`.execute(
      db(),
    );
    await vi.waitFor(async () => expect((await list(browser, 'per_page=1')).total).toBe(1), {
      timeout: 2000,
      interval: 20,
    });
  });

  it('Z2 search and id lists never show or count the people of another organisation', async () => {
    const browser = await signedIn(world.officeA);
    const slessors = await list(browser, 'search=slessor&with_status&per_page=5');
    expect(slessors.total).toBe(2);
    expect(slessors.data.map((person) => person.firstName).sort()).toEqual(['John', 'Mary']);
    const byId = await list(browser, `id=${world.memberB.personProfileId},${world.childB},${world.spouse}`);
    expect(byId.data.map((person) => person.id)).toEqual([world.spouse]);
    expect(byId.total).toBe(1);
    const byUser = await list(browser, `user=${world.memberB.id}`);
    expect(byUser).toMatchObject({ total: 0, data: [], from: null, to: null, last_page: 1 });
    const byEmail = await list(browser, `email=${encodeURIComponent(world.memberB.email)}&has_user=true`);
    expect(byEmail.total).toBe(0);
  });

  it('searches names accent- and case-insensitively, each word anywhere, % and _ as themselves', async () => {
    const admin = await signedIn(world.admin);
    expect((await list(admin, 'search=jose%20NUNEZ')).data.map((person) => person.id)).toEqual([
      world.colleague,
    ]);
    expect((await list(admin, 'search=n%C3%BA%C3%B1ez')).data.map((person) => person.id)).toEqual([
      world.colleague,
    ]);
    expect((await list(admin, 'search=%25')).total).toBe(0);
    expect((await list(admin, 'search=_')).total).toBe(0);
    expect((await list(admin, 'search=')).total).toBeGreaterThanOrEqual(7);
  });

  it('R-CALL-020 R-CALL-021 R-CALL-022 R-CALL-023 filters by id, user, e-mail with has_user, and adds the with_* groups only when asked', async () => {
    const admin = await signedIn(world.admin);
    await createAddress(db(), world.spouse, { current: true, city: 'Calabar', country: 'NG' });
    await createAssignment(db(), {
      assignee_person_profile_id: world.spouse,
      received_by_organisation_id: world.orgB,
      status: 'ACTIVE',
      country: 'KE',
    });

    const plain = await list(admin, `id=${world.spouse},${world.member.personProfileId}&per_page=1`);
    expect(plain).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(plain.data).toHaveLength(1);
    expect(plain.data[0]).not.toHaveProperty('is_retired');
    expect(plain.data[0]).not.toHaveProperty('assignments');
    expect(plain.data[0]).not.toHaveProperty('currentAddress');
    expect(plain.data[0]?.addresses).toEqual([
      {
        id: expect.any(Number),
        type: 'CORR',
        value: {
          addressLineOne: '12 Riverside Road',
          addressLineTwo: '',
          city: 'Calabar',
          country: 'NG',
          postCode: '00100',
        },
      },
    ]);

    const rich = await list(
      admin,
      `id=${world.spouse}&with_status&with_assignments=true&with_current_address=1`,
    );
    const [spouse] = rich.data;
    expect(spouse).toMatchObject({ is_retired: false, memberStatus: 'ACTIVE' });
    expect(spouse?.assignments).toEqual([
      expect.objectContaining({ status: 'ACTIVE', received_by: { id: world.orgB, name: 'Beta Mission' } }),
    ]);
    expect(spouse?.activeAssignmentLocations).toEqual([
      { country_name: 'Kenya', geolocation_name: null, team_name: null, unit_name: null },
    ]);
    expect(spouse?.currentAddress).toMatchObject({
      line_one: '12 Riverside Road',
      town: 'Calabar',
      country_name: 'Nigeria',
    });

    expect((await list(admin, `user=${world.member.id},${world.memberB.id}`)).total).toBe(2);
    const withUser = await list(
      admin,
      `email=${encodeURIComponent(world.member.email.toUpperCase())}&has_user=true`,
    );
    expect(withUser.data.map((person) => person.id)).toEqual([world.member.personProfileId]);
    expect((await list(admin, `email=${encodeURIComponent(world.member.email)}&has_user=false`)).total).toBe(
      0,
    );
  });

  it('names the countries of current addresses and assignment locations in the language of Accept-Language', async () => {
    const admin = await signedIn(world.admin);
    await createAddress(db(), world.spouse, { current: true, city: 'Calabar', country: 'GB' });
    await createAssignment(db(), {
      assignee_person_profile_id: world.spouse,
      received_by_organisation_id: world.orgB,
      status: 'ACTIVE',
      country: 'DE',
    });
    const inFrench = async (url: string) => {
      const response = await admin.request({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const listed = await inFrench(
      `/api/person-profiles?id=${world.spouse}&with_assignments=true&with_current_address=1`,
    );
    expect(listed.data[0].currentAddress.country_name).toBe('Royaume-Uni');
    expect(listed.data[0].activeAssignmentLocations[0].country_name).toBe('Allemagne');
    const full = await inFrench(`/api/person-profiles/${world.spouse}`);
    expect(full.currentAddress.country_name).toBe('Royaume-Uni');
    expect(full.currentAssignmentDetails.country_name).toBe('Allemagne');
    // In English by default, as the countries list names them.
    expect((await profile(admin, world.spouse)).currentAddress?.country_name).toBe('United Kingdom');
  });

  it('R-VALID-007 refuses an empty id list and bad query values with 422 naming the parameter', async () => {
    const admin = await signedIn(world.admin);
    const cases = [
      ['id=', 'id'],
      ['user=', 'user'],
      ['id=1,x', 'id.1'],
      ['per_page=0', 'per_page'],
      ['per_page=ten', 'per_page'],
      ['with_status=maybe', 'with_status'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['unknown=1', 'querystring'],
    ];
    for (const [query, field] of cases) {
      const response = await admin.get(`/api/person-profiles?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });

  it('R-CALL-019 R-ENTITY-002 answers the full profile with its derived values on the clock day', async () => {
    await db()
      .updateTable('person_profiles')
      .set({ date_of_birth: '2007-11-27' })
      .where('id', '=', world.member.personProfileId)
      .execute();
    await createEducationPlan(db(), {
      person_profile_id: world.member.personProfileId,
      academic_year: '2026-2027',
    });
    const browser = await signedIn(world.member);
    const me = await profile(browser, world.member.personProfileId);
    expect(me).toMatchObject({
      id: world.member.personProfileId,
      userId: world.member.id,
      firstName: 'Mary',
      knownAs: 'Ma',
      familyName: 'Slessor',
      mobilisedByOrganisationIds: [world.orgA],
      userCan: ['update'],
      isAdmin: false,
      initials: 'MS',
      age: 18,
      isUnder20: true,
      isUnder26: true,
      isChild: true,
      preferredShortName: 'Ma',
      version: 1,
    });
    expect(me.educationPlans).toEqual([
      expect.objectContaining({ academicYear: '2026-2027', status: 'DRAFT' }),
    ]);
    // A day later (a new session: the old one has gone idle), the birthday has come.
    clock.advance(24 * 60 * 60 * 1000);
    const nextDay = await profile(await signedIn(world.member), world.member.personProfileId);
    expect(nextDay).toMatchObject({ age: 19, isChild: true, isUnder20: true });
  });

  it('Z1 office staff of org A asking for a person of org B gets 404 and the refusal is logged', async () => {
    const browser = await signedIn(world.officeA);
    logLines.length = 0;
    const response = await browser.get(`/api/person-profiles/${world.memberB.personProfileId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    const unknown = await browser.get('/api/person-profiles/987654');
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(response.json()).sort());
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.refusal === 'out_of_scope');
    expect(refusals).toEqual([
      expect.objectContaining({
        entity: 'person_profile',
        entityId: world.memberB.personProfileId,
        actorUserId: world.officeA.id,
        access: 'read',
      }),
    ]);
    const write = await put(browser, world.memberB.personProfileId, {
      answers: { firstName: 'X' },
      version: 1,
    });
    expect(write.statusCode).toBe(404);
    expect((await storedProfile(world.memberB.personProfileId)).first_name).toBe('Bruno');
    expect(await auditRows(world.memberB.personProfileId)).toEqual([]);
  });

  it('Z6 a member reads their own profile and their family, nobody else', async () => {
    const browser = await signedIn(world.member);
    expect((await profile(browser, world.spouse)).userCan).toEqual([]);
    expect((await browser.get(`/api/person-profiles/${world.colleague}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/person-profiles/${world.memberB.personProfileId}`)).statusCode).toBe(404);
    const visible = await list(browser, 'per_page=50');
    expect(visible.data.map((person) => person.id).sort()).toEqual(
      [world.member.personProfileId, world.spouse].sort(),
    );
    expect(visible.total).toBe(2);
    expect(
      (await put(browser, world.spouse, { answers: { firstName: 'Johnny' }, version: 1 })).statusCode,
    ).toBe(404);
    expect((await storedProfile(world.spouse)).first_name).toBe('John');
  });

  it('Z4 the family of a foreign person is out of reach: its members by id and by list', async () => {
    const browser = await signedIn(world.member);
    expect((await browser.get(`/api/person-profiles/${world.childB}`)).statusCode).toBe(404);
    expect((await list(browser, `id=${world.childB},${world.memberB.personProfileId}`)).total).toBe(0);
    const office = await signedIn(world.officeA);
    expect((await office.get(`/api/person-profiles/${world.childB}`)).statusCode).toBe(404);
  });

  it('R-CALL-025 writes answers.withFamily and the other answers, bumps the version and audits once (C4)', async () => {
    const browser = await signedIn(world.officeA);
    const before = await profile(browser, world.colleague);
    const response = await put(browser, world.colleague, {
      answers: {
        withFamily: true,
        middleNames: 'María',
        dateOfBirth: '1990-05-01',
        nationalities: ['ES', 'MX'],
      },
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = fullPersonProfileSchema.parse(response.json());
    expect(after).toMatchObject({
      withFamily: true,
      middleNames: 'María',
      dateOfBirth: '1990-05-01',
      nationalities: ['ES', 'MX'],
      version: before.version + 1,
    });
    expect(await auditRows(world.colleague)).toEqual([
      {
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        entity: 'person_profile',
        action: 'update',
        before: {
          with_family: false,
          middle_names: null,
          date_of_birth: null,
          nationalities: [],
          version: 1,
        },
        after: {
          with_family: true,
          middle_names: 'María',
          date_of_birth: '1990-05-01',
          nationalities: ['ES', 'MX'],
          version: 2,
        },
      },
    ]);
    const search = await list(browser, 'search=maria');
    expect(search.data.map((person) => person.id)).toEqual([world.colleague]);
  });

  it('C1 C4 a stale version is a 409 with the current version; the other write stays intact', async () => {
    const browser = await signedIn(world.officeA);
    const { version } = await profile(browser, world.spouse);
    expect(
      (await put(browser, world.spouse, { answers: { phoneNumber: '+1 555 0100' }, version })).statusCode,
    ).toBe(200);
    const stale = await put(browser, world.spouse, { answers: { phoneNumber: '+1 555 0199' }, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      errors: { version: [`is ${version + 1} now`] },
    });
    expect(stale.headers['x-current-version']).toBe(String(version + 1));
    expect(await storedProfile(world.spouse)).toMatchObject({
      phone_number: '+1 555 0100',
      version: version + 1,
    });
    expect(await auditRows(world.spouse)).toHaveLength(1);
  });

  it('an autosave without a version writes only its field, so a concurrent save of another field survives', async () => {
    const office = await signedIn(world.officeA);
    const admin = await signedIn(world.admin);
    const { version } = await profile(office, world.spouse);
    expect((await put(admin, world.spouse, { answers: { knownAs: 'Bea' }, version })).statusCode).toBe(200);
    expect((await put(office, world.spouse, { answers: { phoneNumber: '+1 555 0142' } })).statusCode).toBe(
      200,
    );
    expect(await storedProfile(world.spouse)).toMatchObject({
      known_as: 'Bea',
      phone_number: '+1 555 0142',
      version: version + 2,
    });
  });

  it('C1 two saves with the same version at once: exactly one succeeds, the row is wholly the winner', async () => {
    const one = await signedIn(world.officeA);
    const two = await signedIn(world.admin);
    const target = world.shared;
    const { version } = await profile(one, target);
    const answersOf = (name: string) => ({
      firstName: name,
      knownAs: `${name} K`,
      specialNeeds: `${name} needs`,
    });
    const responses = await Promise.all([
      put(one, target, { answers: answersOf('First'), version }),
      put(two, target, { answers: answersOf('Second'), version }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]?.statusCode === 200 ? 'First' : 'Second';
    expect(await storedProfile(target)).toMatchObject({
      first_name: winner,
      known_as: `${winner} K`,
      special_needs: `${winner} needs`,
      version: version + 1,
    });
    expect(await auditRows(target)).toHaveLength(1);
  });

  it('refuses bad answers with 422 naming each field, and writes nothing', async () => {
    const browser = await signedIn(world.officeA);
    const target = world.member.personProfileId;
    const { version } = await profile(browser, target);
    const stored = await storedProfile(target);
    const counts = await countRows(db(), ['person_profiles', 'audit_log', 'person_profile_nationalities']);
    const cases: [Record<string, unknown>, string][] = [
      [{ withFamily: 'yes' }, 'answers.withFamily'],
      [{ firstName: 42 }, 'answers.firstName'],
      [{ firstName: '   ' }, 'answers.firstName'],
      [{ lastName: 'x'.repeat(101) }, 'answers.lastName'],
      [{ specialNeeds: 'x'.repeat(10_001) }, 'answers.specialNeeds'],
      [{ dateOfBirth: '19900501' }, 'answers.dateOfBirth'],
      [{ dateOfBirth: '01/05/1990' }, 'answers.dateOfBirth'],
      [{ dateOfBirth: '2023-02-29' }, 'answers.dateOfBirth'],
      [{ favouriteColour: 'blue' }, 'answers.favouriteColour'],
      [{ nationalities: 'ES' }, 'answers.nationalities'],
      [{ memberStatus: 'GONE' }, 'answers.memberStatus'],
      [{ is_retired: 'true' }, 'answers.is_retired'],
    ];
    for (const [answers, field] of cases) {
      const response = await put(browser, target, { answers: { knownAs: 'Changed', ...answers }, version });
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toEqual([field]);
    }
    const bodies: [unknown, string][] = [
      [{ answers: {}, version: 'one' }, 'version'],
      [{ answers: [], version }, 'answers'],
      [{ answers: {}, version, extra: true }, 'body'],
      [{ version }, 'answers'],
    ];
    for (const [body, field] of bodies) {
      const response = await put(browser, target, body as InjectOptions['payload']);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await browser.get('/api/person-profiles/abc')).statusCode).toBe(422);
    expect(await storedProfile(target)).toEqual(stored);
    expect(await countRows(db(), ['person_profiles', 'audit_log', 'person_profile_nationalities'])).toEqual(
      counts,
    );
  });

  it('Z10 a member cannot write admin flags, security groups, organisations, status or member status of their own profile', async () => {
    const browser = await signedIn(world.member);
    const target = world.member.personProfileId;
    const { version } = await profile(browser, target);
    const response = await put(browser, target, {
      answers: {
        knownAs: 'Mother Mary',
        isAdmin: true,
        securityGroups: [{ organisationId: world.orgA, role: 'senior-leadership' }],
        mobilisedByOrganisationIds: [world.orgB],
        memberStatus: 'INACTIVE',
        is_retired: true,
        is_full_term_member: true,
        aimPositionalEmail: 'director@example.org',
        requiresEducationPlan: false,
        deceasedOn: '2026-01-01',
      },
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await storedProfile(target);
    expect(stored).toMatchObject({
      known_as: 'Mother Mary',
      member_status: 'ACTIVE',
      is_retired: false,
      is_full_term_member: false,
      aim_positional_email: null,
      requires_education_plan: true,
      deceased_on: null,
    });
    const user = await db()
      .selectFrom('users')
      .select('is_admin')
      .where('id', '=', world.member.id)
      .executeTakeFirstOrThrow();
    expect(user.is_admin).toBe(false);
    expect(
      await db()
        .selectFrom('security_group_members')
        .selectAll()
        .where('person_profile_id', '=', target)
        .execute(),
    ).toEqual([]);
    expect((await profile(browser, target)).mobilisedByOrganisationIds).toEqual([world.orgA]);
  });

  it('Z10 office staff write status and member status of their people', async () => {
    const browser = await signedIn(world.officeA);
    const { version } = await profile(browser, world.spouse);
    const response = await put(browser, world.spouse, {
      answers: { memberStatus: 'INACTIVE', inactiveSince: '2026-10-01', is_retired: true },
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedProfile(world.spouse)).toMatchObject({
      member_status: 'INACTIVE',
      inactive_since: '2026-10-01',
      is_retired: true,
    });
  });

  it('Z5 an id or organisation in the body cannot redirect a write to another record or organisation', async () => {
    const browser = await signedIn(world.officeA);
    const target = world.colleague;
    const { version } = await profile(browser, target);
    const response = await put(browser, target, {
      answers: {
        id: world.memberB.personProfileId,
        userId: world.memberB.id,
        familyId: 1,
        specialNeeds: 'None',
        mobilisedByOrganisationIds: [world.orgB, world.orgA],
      },
      version,
    });
    // Organisation B is not added, and nothing of the save is written: office staff of A move people
    // only among the organisations they run.
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['answers.mobilisedByOrganisationIds']);
    expect((await storedProfile(target)).special_needs).toBeNull();
    expect((await profile(browser, target)).mobilisedByOrganisationIds).toEqual([world.orgA]);

    const redirected = await put(browser, target, {
      answers: {
        id: world.memberB.personProfileId,
        userId: world.memberB.id,
        familyId: 1,
        specialNeeds: 'None',
      },
      version,
    });
    expect(redirected.statusCode, redirected.body).toBe(200);
    expect((await storedProfile(target)).special_needs).toBe('None');
    expect((await storedProfile(world.memberB.personProfileId)).special_needs).toBeNull();
  });

  it('Z5 hostile pass: nobody leaves a person without a mobilising organisation; office staff add or remove only their own, else nothing is written', async () => {
    const office = await signedIn(world.officeA);
    const admin = await signedIn(world.admin);
    const field = 'answers.mobilisedByOrganisationIds';
    const stored = {
      row: await storedProfile(world.shared),
      organisations: (await profile(admin, world.shared)).mobilisedByOrganisationIds,
      audit: await auditRows(world.shared),
    };
    expect(stored.organisations).toEqual([world.orgB, world.orgA]);
    const { version } = stored.row;
    const refusals = [
      // Emptied by office staff, with or without the version (the form engine's autosave sends none).
      [
        office,
        { answers: { mobilisedByOrganisationIds: [] }, version },
        'must name at least one organisation',
      ],
      [office, { answers: { mobilisedByOrganisationIds: [] } }, 'must name at least one organisation'],
      // Left with only their own organisation: B, which they do not run, would be removed.
      [
        office,
        { answers: { mobilisedByOrganisationIds: [world.orgA], knownAs: 'Sammy' }, version },
        `adds or removes organisations you do not run: ${world.orgB}`,
      ],
      [
        office,
        { answers: { mobilisedByOrganisationIds: [world.orgA] } },
        `adds or removes organisations you do not run: ${world.orgB}`,
      ],
      // Not even an admin empties the list.
      [
        admin,
        { answers: { mobilisedByOrganisationIds: [], knownAs: 'Sammy' }, version },
        'must name at least one organisation',
      ],
    ] as const;
    for (const [browser, body, message] of refusals) {
      const response = await put(browser, world.shared, body as InjectOptions['payload']);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: [message] } });
    }
    expect({
      row: await storedProfile(world.shared),
      organisations: (await profile(admin, world.shared)).mobilisedByOrganisationIds,
      audit: await auditRows(world.shared),
    }).toEqual(stored);
    // Still theirs to see: the person did not vanish from the office's list.
    expect((await list(office, `id=${world.shared}`)).data.map((person) => person.id)).toEqual([
      world.shared,
    ]);

    const spanish = await office.request({
      method: 'PUT',
      url: `/api/person-profiles/${world.shared}`,
      payload: { answers: { mobilisedByOrganisationIds: [] } },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors).toEqual({ [field]: ['debe indicar al menos una organización'] });
  });

  it('lets an admin set any organisations, in order, and refuses one that does not exist', async () => {
    const admin = await signedIn(world.admin);
    const target = world.childB;
    const { version } = await profile(admin, target);
    const unknown = await put(admin, target, {
      answers: { mobilisedByOrganisationIds: [world.orgA, 987_654] },
      version,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['answers.mobilisedByOrganisationIds']);
    expect(await auditRows(target)).toEqual([]);
    const moved = await put(admin, target, {
      answers: { mobilisedByOrganisationIds: [world.orgA, world.orgB] },
      version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(fullPersonProfileSchema.parse(moved.json()).mobilisedByOrganisationIds).toEqual([
      world.orgA,
      world.orgB,
    ]);
    expect(await auditRows(target)).toEqual([
      expect.objectContaining({
        organisation_id: world.orgA,
        before: { mobilised_by_organisation_ids: [world.orgB], version },
        after: { mobilised_by_organisation_ids: [world.orgA, world.orgB], version: version + 1 },
      }),
    ]);
  });

  it('senior leadership of an organisation writes its people; leadership reaches none through profiles', async () => {
    const { id: orgC } = await createOrganisation(db());
    const person = (await createPerson(db(), { first_name: 'Cara', last_name: 'Cee', mobilisedBy: [orgC] }))
      .id;
    const senior = await createMember(db(), []);
    await addToSecurityGroup(db(), senior.personProfileId, orgC, 'senior-leadership');
    const leader = await createMember(db(), []);
    await addToSecurityGroup(db(), leader.personProfileId, orgC, 'leadership');

    const seniorBrowser = await signedIn(senior);
    const { version, userCan } = await profile(seniorBrowser, person);
    expect(userCan).toEqual(['update']);
    expect((await put(seniorBrowser, person, { answers: { is_employee: true }, version })).statusCode).toBe(
      200,
    );
    expect((await storedProfile(person)).is_employee).toBe(true);
    expect((await (await signedIn(leader)).get(`/api/person-profiles/${person}`)).statusCode).toBe(404);
  });

  it('C4 a save that changes nothing writes no audit row and keeps the version', async () => {
    const browser = await signedIn(world.member);
    const current = await profile(browser, world.member.personProfileId);
    const rows = (await auditRows(world.member.personProfileId)).length;
    const response = await put(browser, world.member.personProfileId, {
      answers: { knownAs: current.knownAs, withFamily: current.withFamily },
      version: current.version,
    });
    expect(response.statusCode).toBe(200);
    expect(fullPersonProfileSchema.parse(response.json()).version).toBe(current.version);
    expect(await auditRows(world.member.personProfileId)).toHaveLength(rows);
  });

  it('answers the status flags of spec 01 §3 on the full profile', async () => {
    const admin = await signedIn(world.admin);
    const full = await profile(admin, world.memberB.personProfileId);
    for (const flag of personStatusFlags) {
      expect(typeof full[flag], flag).toBe('boolean');
    }
  });
});
