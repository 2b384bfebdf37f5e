import { addressRecordSchema, fullPersonProfileSchema, recordFormSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAddress,
  createMember,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

const touchedTables = ['person_profile_addresses', 'person_profiles', 'audit_log'] as const;

const nairobi = {
  type: 'FLD',
  addressLineOne: 'PO Box 2141',
  addressLineTwo: '',
  addressLineThree: '',
  city: 'Kijabe',
  county: '',
  stateOrProvince: '',
  postCode: '00220',
  country: 'KE',
};

describeEachDatabase('addresses', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  // Organisation A mobilises Ada and the member Mary; B mobilises Rosa, who has an address.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    member: TestUser & { personProfileId: number };
    ada: number;
    rosa: number;
    rosaAddress: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.ada = (
      await createPerson(db(), { first_name: 'Ada', last_name: 'Lovelace', mobilisedBy: [world.orgA] })
    ).id;
    world.rosa = (
      await createPerson(db(), { first_name: 'Rosa', last_name: 'Núñez', mobilisedBy: [world.orgB] })
    ).id;
    world.rosaAddress = (
      await createAddress(db(), world.rosa, { city: 'Lima', country: 'PE', current: true })
    ).id;
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);
  const patch = (browser: TestClient, id: number, payload: object, headers: Record<string, string> = {}) =>
    browser.request({ method: 'PATCH', url: `/api/addresses/${id}`, payload, headers });

  async function profile(browser: TestClient, id: number) {
    const response = await browser.get(`/api/person-profiles/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return fullPersonProfileSchema.parse(response.json());
  }

  /** Row counts of the touched tables and every address and current address: what "nothing written" compares. */
  async function snapshot() {
    const addresses = await db().selectFrom('person_profile_addresses').selectAll().orderBy('id').execute();
    const current = await db()
      .selectFrom('person_profiles')
      .select(['id', 'current_address_id', 'version'])
      .orderBy('id')
      .execute();
    return { counts: await countRows(db(), touchedTables), addresses, current };
  }

  it('R-CALL-036 R-CALL-035 serves the blank address form and one address with its answers and version, in the reader’s language', async () => {
    const officeB = await signedIn(world.officeB);
    const blank = await officeB.request({
      method: 'GET',
      url: '/api/addresses/form',
      headers: { 'accept-language': 'es' },
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().title).toBe('Nueva dirección');
    const record = await officeB.get(`/api/addresses/${world.rosaAddress}/form`);
    expect(record.statusCode, record.body).toBe(200);
    const form = recordFormSchema.parse(record.json());
    const questions = form.pages[0]?.sections[0]?.nodes.flatMap((node) =>
      node.type === 'SingleQuestion' ? [node.question] : [],
    );
    expect(questions?.map((question) => [question.input.fieldName, question.input.fieldType])).toEqual([
      ['address', 'Address'],
      ['isCurrent', 'Checkbox'],
    ]);
    expect(questions?.map((question) => question.answers)).toEqual([
      [
        expect.objectContaining({
          type: 'CORR',
          addressLineOne: '12 Riverside Road',
          city: 'Lima',
          country: 'PE',
        }),
      ],
      [true],
    ]);
    expect(form.version).toBe(1);
  });

  it('R-CALL-037 R-CALL-038 C4 creates an address from the bare answers for the person named, current when asked, with one audit row', async () => {
    const officeA = await signedIn(world.officeA);
    const response = await officeA.post('/api/addresses', {
      personProfileId: world.ada,
      address: nairobi,
      isCurrent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const ada = await profile(officeA, world.ada);
    expect(ada.addresses).toEqual([
      {
        id,
        type: 'FLD',
        value: {
          addressLineOne: 'PO Box 2141',
          addressLineTwo: '',
          city: 'Kijabe',
          country: 'KE',
          postCode: '00220',
        },
      },
    ]);
    expect(ada.currentAddressId).toBe(id);
    expect(ada.currentAddress).toMatchObject({ line_one: 'PO Box 2141', town: 'Kijabe', postcode: '00220' });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'address')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_user_id: world.officeA.id,
        action: 'create',
        after: { personProfileId: world.ada, address: nairobi, isCurrent: true },
      }),
    ]);
    // The form engine's first save: the person in the create URL's query, the one answer in the body.
    const fromForm = await officeA.post(`/api/addresses?person_profile=${world.ada}`, {
      address: { ...nairobi, type: 'PER', city: 'Nakuru' },
    });
    expect(fromForm.statusCode, fromForm.body).toBe(201);
    const again = await profile(officeA, world.ada);
    expect(again.addresses.map((address) => address.id)).toEqual([id, fromForm.json().id]);
    expect(again.currentAddressId).toBe(id);
  });

  it('R-CALL-042 C4 PATCH writes only the answers sent and moves the current address, bumping the version', async () => {
    const officeA = await signedIn(world.officeA);
    const first = (
      await officeA.post('/api/addresses', { personProfileId: world.ada, address: nairobi })
    ).json().id as number;
    const second = (
      await officeA.post('/api/addresses', {
        personProfileId: world.ada,
        address: { ...nairobi, type: 'HA', city: 'Eldoret' },
        isCurrent: true,
      })
    ).json().id as number;

    const current = await patch(officeA, first, { isCurrent: true });
    expect(current.statusCode, current.body).toBe(200);
    expect(addressRecordSchema.parse(current.json())).toMatchObject({
      id: first,
      personProfileId: world.ada,
      type: 'FLD',
      value: { city: 'Kijabe' },
      isCurrent: true,
      version: 1,
    });
    expect((await profile(officeA, world.ada)).currentAddressId).toBe(first);

    const moved = await patch(officeA, first, { address: { ...nairobi, addressLineOne: 'PO Box 9' } });
    expect(moved.json()).toMatchObject({
      value: { addressLineOne: 'PO Box 9', city: 'Kijabe' },
      isCurrent: true,
      version: 2,
    });

    const auditRows = async () => (await countRows(db(), ['audit_log'])).audit_log ?? 0;
    const before = await auditRows();
    expect((await patch(officeA, second, { isCurrent: false })).json().isCurrent).toBe(false);
    expect(await auditRows()).toBe(before);
    expect((await patch(officeA, first, { isCurrent: false })).json().isCurrent).toBe(false);
    expect(await auditRows()).toBe(before + 1);
    expect((await profile(officeA, world.ada)).currentAddressId).toBeNull();
  });

  it('C2 a save over a newer version of the address is refused with 409 naming it, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const id = (await officeA.post('/api/addresses', { personProfileId: world.ada, address: nairobi })).json()
      .id as number;
    expect(
      (await patch(officeA, id, { address: { ...nairobi, city: 'Thika' }, version: 1 })).statusCode,
    ).toBe(200);
    const before = await snapshot();
    const stale = await patch(officeA, id, { address: { ...nairobi, city: 'Limuru' }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: ['is 2 now'] });
    expect(await snapshot()).toEqual(before);
  });

  it('R-VALID-001 R-VALID-002 an address without a known type, line one, city, country or post code is refused with 422 naming each, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const id = (await officeA.post('/api/addresses', { personProfileId: world.ada, address: nairobi })).json()
      .id as number;
    const before = await snapshot();
    const invalid = { ...nairobi, type: 'WORK', addressLineOne: ' ', city: '', country: '', postCode: '' };
    const created = await officeA.post('/api/addresses', { personProfileId: world.ada, address: invalid });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({
      'address.type': ['The selected value is invalid.'],
      'address.addressLineOne': ['This field is required.'],
      'address.city': ['This field is required.'],
      'address.country': ['This field is required.'],
      'address.postCode': ['This field is required.'],
    });
    const updated = await patch(
      officeA,
      id,
      { address: { ...nairobi, postCode: '' }, isCurrent: true },
      { 'accept-language': 'fr' },
    );
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual({ 'address.postCode': ['Ce champ est obligatoire.'] });
    expect(await snapshot()).toEqual(before);
  });

  it('R-VALID-003 a blank or missing address is refused with 422 naming address, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const id = (await officeA.post('/api/addresses', { personProfileId: world.ada, address: nairobi })).json()
      .id as number;
    const before = await snapshot();
    for (const body of [{ isCurrent: true }, { address: null }]) {
      const created = await officeA.post('/api/addresses', { personProfileId: world.ada, ...body });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toEqual({ address: ['This field is required.'] });
    }
    expect((await patch(officeA, id, { address: null })).json().errors).toEqual({
      address: ['This field is required.'],
    });
    const blank = {
      ...nairobi,
      addressLineOne: '',
      city: '',
      country: '',
      postCode: '',
      addressLineTwo: 'Flat 2',
    };
    expect((await patch(officeA, id, { address: blank })).statusCode).toBe(422);
    expect((await officeA.post('/api/addresses', { address: nairobi })).json().errors).toEqual({
      personProfileId: ['is required'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('Z4 the addresses of a foreign person are out of reach: their form, a new one and a change are 404, logged, nothing written', async () => {
    const officeA = await signedIn(world.officeA);
    const before = await snapshot();
    logLines.length = 0;
    const refused = await patch(officeA, world.rosaAddress, { isCurrent: false });
    expect(refused.statusCode).toBe(404);
    const unknown = await patch(officeA, 987654, { isCurrent: false });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(refused.json()).sort());
    expect((await officeA.get(`/api/addresses/${world.rosaAddress}/form`)).statusCode).toBe(404);
    expect(
      (await officeA.post('/api/addresses', { personProfileId: world.rosa, address: nairobi })).statusCode,
    ).toBe(404);
    expect(
      (await officeA.post('/api/addresses', { personProfileId: 987654, address: nairobi })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(
      logLines.map((line) => JSON.parse(line)).filter((line) => line.refusal === 'out_of_scope'),
    ).toEqual([
      expect.objectContaining({
        entity: 'address',
        entityId: world.rosaAddress,
        access: 'write',
        actorUserId: world.officeA.id,
      }),
      expect.objectContaining({ entity: 'address', entityId: world.rosaAddress, access: 'write' }),
      expect.objectContaining({ entity: 'person_profile', entityId: world.rosa, access: 'write' }),
      expect.objectContaining({ entity: 'person_profile', entityId: 987654, access: 'write' }),
    ]);
  });

  it('Z5 no id in the body moves an address to another person or creates one for them', async () => {
    const officeA = await signedIn(world.officeA);
    const id = (await officeA.post('/api/addresses', { personProfileId: world.ada, address: nairobi })).json()
      .id as number;
    const before = await snapshot();
    const moved = await patch(officeA, id, { personProfileId: world.rosa, address: nairobi });
    expect(moved.statusCode).toBe(422);
    const redirected = await officeA.post(`/api/addresses?person_profile=${world.ada}`, {
      personProfileId: world.rosa,
      address: nairobi,
    });
    expect(redirected.statusCode).toBe(422);
    expect(Object.keys(redirected.json().errors)).toEqual(['personProfileId']);
    expect(await snapshot()).toEqual(before);
  });

  it('a member changes their own addresses and nobody else’s; an admin changes anyone’s', async () => {
    const member = await signedIn(world.member);
    const own = await member.post('/api/addresses', {
      personProfileId: world.member.personProfileId,
      address: nairobi,
      isCurrent: true,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect((await patch(member, own.json().id, { address: { ...nairobi, city: 'Nyeri' } })).statusCode).toBe(
      200,
    );
    const before = await snapshot();
    expect(
      (await member.post('/api/addresses', { personProfileId: world.ada, address: nairobi })).statusCode,
    ).toBe(404);
    expect((await patch(member, world.rosaAddress, { isCurrent: false })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const admin = await signedIn(world.admin);
    expect(
      (await patch(admin, world.rosaAddress, { address: { ...nairobi, city: 'Cusco', country: 'PE' } }))
        .statusCode,
    ).toBe(200);
  });
});
