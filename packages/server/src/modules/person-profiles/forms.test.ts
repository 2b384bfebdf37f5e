import {
  type AnswerValue,
  createdResponseSchema,
  type FormTemplate,
  formTemplateSchema,
  fullPersonProfileSchema,
  type PersonProfileListItem,
  type Question,
  recordFormSchema,
} from '@mobilise/contract';
import { createFormStore } from '@mobilise/form-engine/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createAddress,
  createMember,
  createOfficeStaff,
  createOrganisation,
  createPerson,
} from '../../test/domain-factories.ts';
import { countRows, createUser, type TestUser } from '../../test/factories.ts';
import { questionsOf } from '../forms/template.ts';

const touchedTables = [
  'person_profiles',
  'person_profile_mobilising_organisations',
  'person_profile_nationalities',
  'audit_log',
] as const;

describeEachDatabase('person-profile forms', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeAB: TestUser;
    member: TestUser & { personProfileId: number };
    colleague: number;
    memberB: TestUser & { personProfileId: number };
    address: number;
    admin: TestUser;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream }, clock }));
    world.orgA = (await createOrganisation(db(), { name: 'Alpha Mission' })).id;
    world.orgB = (await createOrganisation(db(), { name: 'Beta Mission' })).id;
    world.officeA = await createOfficeStaff(db(), [world.orgA]);
    world.officeAB = await createOfficeStaff(db(), [world.orgA, world.orgB]);
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    await db()
      .updateTable('person_profiles')
      .set({
        date_of_birth: '1990-05-01',
        marital_status: 'MARRIED',
        spouse_name: 'John Slessor',
        date_of_marriage: '2015-06-20',
        aim_personal_email: 'mary@example.org',
      })
      .where('id', '=', world.member.personProfileId)
      .execute();
    await db()
      .insertInto('person_profile_nationalities')
      .values([
        { person_profile_id: world.member.personProfileId, country: 'GB', position: 0 },
        { person_profile_id: world.member.personProfileId, country: 'KE', position: 1 },
      ])
      .execute();
    world.address = (
      await createAddress(db(), world.member.personProfileId, { type: 'FLD', current: true })
    ).id;
    await createAddress(db(), world.member.personProfileId, { type: 'HA', city: 'Edinburgh', country: 'GB' });
    world.colleague = (
      await createPerson(db(), { first_name: 'José', last_name: 'Núñez', mobilisedBy: [world.orgA] })
    ).id;
    world.memberB = await createMember(db(), [world.orgB]);
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function recordForm(browser: TestClient, id: number, language = 'en') {
    const response = await browser.request({
      method: 'GET',
      url: `/api/person-profiles/${id}/form`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return recordFormSchema.parse(response.json());
  }

  async function profile(browser: TestClient, id: number) {
    const response = await browser.get(`/api/person-profiles/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return fullPersonProfileSchema.parse(response.json());
  }

  const put = (browser: TestClient, id: number, payload: InjectOptions['payload'], language = 'en') =>
    browser.request({
      method: 'PUT',
      url: `/api/person-profiles/${id}`,
      payload,
      headers: { 'accept-language': language },
    });

  const create = (browser: TestClient, answers: Record<string, unknown>) =>
    browser.request({ method: 'POST', url: '/api/person-profiles', payload: { answers } });

  const byField = (template: FormTemplate) =>
    new Map(questionsOf(template).map((each) => [each.input.fieldName, each]));

  /** What the form engine starts a question with: its one answer, or its list. */
  const answerOf = (question: Question): AnswerValue =>
    question.input.hasMultipleAnswers ? question.answers : (question.answers[0] ?? null);

  const auditRows = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'after'])
      .where('entity', '=', 'person_profile')
      .where('entity_id', '=', String(id))
      .execute();

  it('R-CALL-035 the form of a profile carries the stored profile as its answers, field for field, and its version', async () => {
    const browser = await signedIn(world.officeA);
    const form = await recordForm(browser, world.member.personProfileId);
    const stored = await profile(browser, world.member.personProfileId);
    expect(form.version).toBe(stored.version);
    const questions = byField(form);
    for (const [fieldName, question] of questions) {
      const value = (stored as Record<string, unknown>)[fieldName];
      expect(answerOf(question), fieldName).toEqual(value ?? null);
    }
    expect(answerOf(questions.get('nationalities') as Question)).toEqual(['GB', 'KE']);
    expect(answerOf(questions.get('currentAddressId') as Question)).toBe(world.address);
    expect(answerOf(questions.get('dateOfMarriage') as Question)).toBe('2015-06-20');
  });

  it('R-FORM-001 the template parses with the contract schema and core builds its store without problems', async () => {
    const browser = await signedIn(world.officeA);
    const form = await recordForm(browser, world.member.personProfileId);
    const template = formTemplateSchema.parse(form);
    const store = createFormStore(template, {
      clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
      send: async () => ({ type: 'saved' }),
    });
    expect(store.problems).toEqual([]);
    // Conditions as an office expects them: the spouse shows for a married person, inactiveSince
    // only when inactive, and the required marker of a global constraint waits for global validation.
    expect(store.getField('spouseName').visible).toBe(true);
    expect(store.getField('inactiveSince').visible).toBe(false);
    expect(store.getField('firstName').required).toBe(true);
    expect(store.getField('dateOfBirth').required).toBe(false);
    store.setValue('maritalStatus', 'SINGLE');
    expect(store.getField('spouseName').visible).toBe(false);
    store.dispose();
    expect(form.pages.map((page) => page.id)).toEqual([
      'personal',
      'contact',
      'mobilisation',
      'familyAndNeeds',
    ]);
  });

  it('labels the template in the language of Accept-Language, options from the reference data included', async () => {
    const browser = await signedIn(world.officeA);
    const spanish = byField(await recordForm(browser, world.member.personProfileId, 'es'));
    expect(spanish.get('dateOfBirth')?.label).toBe('Fecha de nacimiento');
    expect(spanish.get('maritalStatus')?.input.options).toContainEqual({ value: 'MARRIED', label: 'Casado' });
    expect(spanish.get('nationalities')?.input.options).toContainEqual({ value: 'DE', label: 'Alemania' });
    expect(
      spanish
        .get('language')
        ?.input.options?.map((option) => option.value)
        .sort(),
    ).toEqual(['en', 'es', 'fr', 'pt']);
    const english = byField(await recordForm(browser, world.member.personProfileId, 'en'));
    expect(english.get('dateOfBirth')?.label).toBe('Date of birth');
    expect(english.get('mobilisedByOrganisationIds')?.input.options).toContainEqual({
      value: world.orgA,
      label: 'Alpha Mission',
    });
  });

  it('Z1 R-ORG-012 the form of a person out of scope is a 404; a member sees the office fields read-only', async () => {
    const officeA = await signedIn(world.officeA);
    expect((await officeA.get(`/api/person-profiles/${world.memberB.personProfileId}/form`)).statusCode).toBe(
      404,
    );
    expect(logLines.join('')).toContain('"refusal":"out_of_scope"');
    expect((await officeA.get('/api/person-profiles/987654/form')).statusCode).toBe(404);

    const member = byField(await recordForm(await signedIn(world.member), world.member.personProfileId));
    for (const fieldName of [
      'mobilisedByOrganisationIds',
      'memberStatus',
      'is_retired',
      'aimPositionalEmail',
    ]) {
      expect(member.get(fieldName)?.input.readOnly, fieldName).toBe(true);
    }
    expect(member.get('firstName')?.input.readOnly).toBeUndefined();
    const office = byField(await recordForm(officeA, world.member.personProfileId));
    expect(office.get('mobilisedByOrganisationIds')?.input.readOnly).toBeUndefined();
    expect(office.get('memberStatus')?.input.readOnly).toBeUndefined();
  });

  it('R-CALL-036 the blank form needs create_person_profiles for the organisation: others get a 404', async () => {
    const officeA = await signedIn(world.officeA);
    const response = await officeA.get('/api/person-profiles/form');
    expect(response.statusCode, response.body).toBe(200);
    const blank = byField(formTemplateSchema.parse(response.json()));
    expect(answerOf(blank.get('organisationId') as Question)).toBe(world.orgA);
    expect(answerOf(blank.get('firstName') as Question)).toBeNull();
    // R-ORG-011: staff of exactly one organisation see the organisation read-only.
    expect(blank.get('organisationId')?.input.readOnly).toBe(true);
    expect(blank.has('mobilisedByOrganisationIds')).toBe(false);

    expect((await officeA.get(`/api/person-profiles/form?organisation=${world.orgB}`)).statusCode).toBe(404);
    expect((await (await signedIn(world.member)).get('/api/person-profiles/form')).statusCode).toBe(404);
    const both = await (await signedIn(world.officeAB)).get(
      `/api/person-profiles/form?organisation=${world.orgB}`,
    );
    expect(both.statusCode).toBe(200);
    const chosen = byField(formTemplateSchema.parse(both.json())).get('organisationId') as Question;
    expect(answerOf(chosen)).toBe(world.orgB);
    expect(chosen.input.readOnly).toBeUndefined();
    expect((await (await signedIn(world.admin)).get('/api/person-profiles/form')).statusCode).toBe(200);
  });

  it('the blank form marks the names required as the record form does, and a person created with every other answer untouched is stored as the form showed them', async () => {
    const browser = await signedIn(world.officeA);
    const response = await browser.get('/api/person-profiles/form');
    expect(response.statusCode, response.body).toBe(200);
    const template = formTemplateSchema.parse(response.json());
    const store = createFormStore(template, {
      clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
      send: async () => ({ type: 'saved' }),
    });
    expect([store.getField('firstName').required, store.getField('lastName').required]).toEqual([true, true]);
    store.dispose();
    const blank = byField(template);
    expect(answerOf(blank.get('requiresEducationPlan') as Question)).toBe(true);
    expect(answerOf(blank.get('memberStatus') as Question)).toBe('ACTIVE');
    expect(answerOf(blank.get('is_retired') as Question)).toBe(false);

    // As the form engine creates: the first answer, on the create URL of the page's organisation.
    const created = await browser.request({
      method: 'POST',
      url: `/api/person-profiles?organisation=${world.orgA}`,
      payload: { answers: { firstName: 'Una' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = createdResponseSchema.parse(created.json());
    const stored = (await profile(browser, id)) as Record<string, unknown>;
    const record = byField(await recordForm(browser, id));
    const untouched = [...blank].filter(
      ([fieldName]) => !['firstName', 'organisationId'].includes(fieldName),
    );
    expect(untouched.length).toBeGreaterThan(30);
    // A name not typed yet is stored empty: the field shows it as it shows no answer.
    const shown = (value: unknown) => (value === '' || value === undefined ? null : value);
    for (const [fieldName, question] of untouched) {
      expect(shown(stored[fieldName]), fieldName).toEqual(answerOf(question));
      expect(shown(answerOf(record.get(fieldName) as Question)), fieldName).toEqual(answerOf(question));
    }
    expect(stored.mobilisedByOrganisationIds).toEqual([world.orgA]);
  });

  it('C4 a local error (bad e-mail, a date without dashes, marriage before birth) is a 422 naming the field; nothing written', async () => {
    const browser = await signedIn(world.member);
    const target = world.member.personProfileId;
    const { version } = await recordForm(browser, target);
    const before = await countRows(db(), touchedTables);
    const cases: [Record<string, unknown>, string][] = [
      [{ aimPersonalEmail: 'mary.example.org' }, 'answers.aimPersonalEmail'],
      [{ dateOfBirth: '01/05/1990' }, 'answers.dateOfBirth'],
      [{ dateOfMarriage: '1989-01-01' }, 'answers.dateOfMarriage'],
      [{ sex: 'OTHER' }, 'answers.sex'],
      [{ nationalities: ['GB', 'XX'] }, 'answers.nationalities'],
      [{ lastName: '' }, 'answers.lastName'],
      [{ currentAddressId: 987_654 }, 'answers.currentAddressId'],
    ];
    for (const [answers, field] of cases) {
      const response = await put(browser, target, { answers: { knownAs: 'Changed', ...answers }, version });
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toEqual([field]);
    }
    const spanish = await put(browser, target, { answers: { aimPersonalEmail: 'nope' }, version }, 'es');
    expect(spanish.json().errors['answers.aimPersonalEmail']).toEqual([
      expect.stringMatching(/correo electrónico/i),
    ]);
    expect(await countRows(db(), touchedTables)).toEqual(before);
    expect((await profile(browser, target)).knownAs).toBeNull();
  });

  it('a draft save may leave a globally required field empty, and a hidden field is not judged', async () => {
    const browser = await signedIn(world.officeA);
    const target = world.colleague;
    const { version } = await recordForm(browser, target);
    const response = await put(browser, target, {
      answers: { dateOfBirth: '', nationalities: [], sex: null, inactiveSince: 'not a date' },
      version,
    });
    // inactiveSince shows only for an INACTIVE member, so the browser never judges (nor sends) it; the
    // schema of the column still refuses what is not a date.
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['answers.inactiveSince']);
    const draft = await put(browser, target, {
      answers: { dateOfBirth: '', nationalities: [], sex: null, currentAddressId: '' },
      version,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(fullPersonProfileSchema.parse(draft.json())).toMatchObject({ dateOfBirth: null, sex: null });
  });

  it('Z10 read-only fields of the form are ignored on a member save; the others are written', async () => {
    const browser = await signedIn(world.member);
    const target = world.member.personProfileId;
    const { version } = await recordForm(browser, target);
    const response = await put(browser, target, {
      answers: {
        knownAs: 'Ma',
        currentAddressId: String(world.address),
        mobilisedByOrganisationIds: [world.orgB],
        memberStatus: 'INACTIVE',
        is_retired: true,
        aimPositionalEmail: 'not even an e-mail',
        addresses: [],
      },
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = fullPersonProfileSchema.parse(response.json());
    expect(stored).toMatchObject({
      knownAs: 'Ma',
      currentAddressId: world.address,
      mobilisedByOrganisationIds: [world.orgA],
      memberStatus: 'ACTIVE',
      is_retired: false,
      aimPositionalEmail: null,
    });
    expect(stored.addresses).toHaveLength(2);
  });

  it('keeps the mobilising organisations in the order they were answered, in the profile and in the list', async () => {
    const browser = await signedIn(world.officeAB);
    const created = await create(browser, {
      organisationId: world.orgA,
      firstName: 'Ora',
      lastName: 'Order',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = createdResponseSchema.parse(created.json());
    const { version } = await recordForm(browser, id);
    // B was created after A, so an order by id would answer A first.
    const saved = await put(browser, id, {
      answers: { mobilisedByOrganisationIds: [world.orgB, world.orgA] },
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profile(browser, id)).mobilisedByOrganisationIds).toEqual([world.orgB, world.orgA]);
    const list = await browser.get(`/api/person-profiles?id=${id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((item: PersonProfileListItem) => item.mobilisedByOrganisationIds)).toEqual([
      [world.orgB, world.orgA],
    ]);
  });

  it('R-CALL-037 R-CALL-039 Z5 office staff of A create a person for A, from any first answer; for B nothing is written', async () => {
    const browser = await signedIn(world.officeA);
    const before = await countRows(db(), touchedTables);
    for (const organisationId of [world.orgB, 987_654]) {
      const refused = await create(browser, { organisationId, firstName: 'Eve', lastName: 'Elsewhere' });
      expect([404, 422], String(organisationId)).toContain(refused.statusCode);
    }
    const elsewhere = await browser.request({
      method: 'POST',
      url: `/api/person-profiles?organisation=${world.orgB}`,
      payload: { answers: { salutation: 'Dr' } },
    });
    expect(elsewhere.statusCode).toBe(404);
    const blankName = await create(browser, { organisationId: world.orgA, firstName: '  ' });
    expect(blankName.statusCode).toBe(422);
    expect(Object.keys(blankName.json().errors)).toEqual(['answers.firstName']);
    const foreign = await create(browser, {
      organisationId: world.orgA,
      firstName: 'Eve',
      lastName: 'Elsewhere',
      mobilisedByOrganisationIds: [world.orgB],
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['answers.mobilisedByOrganisationIds']);
    expect(
      (await browser.request({ method: 'POST', url: '/api/person-profiles', payload: { firstName: 'Eve' } }))
        .statusCode,
    ).toBe(422);
    expect(await countRows(db(), touchedTables)).toEqual(before);

    const response = await create(browser, {
      organisationId: world.orgA,
      firstName: 'Eve',
      lastName: 'Newcomer',
      dateOfBirth: '',
      nationalities: ['BR'],
      memberStatus: 'ACTIVE',
      is_short_term_applicant: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = createdResponseSchema.parse(response.json());
    expect(await profile(browser, id)).toMatchObject({
      firstName: 'Eve',
      lastName: 'Newcomer',
      dateOfBirth: null,
      nationalities: ['BR'],
      mobilisedByOrganisationIds: [world.orgA],
      is_short_term_applicant: true,
      userCan: ['update'],
    });
    // The form engine creates with the first answer it saves, on the create URL of the page's organisation.
    const first = await browser.request({
      method: 'POST',
      url: `/api/person-profiles?organisation=${world.orgA}`,
      payload: { answers: { salutation: 'Dr' } },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await profile(browser, createdResponseSchema.parse(first.json()).id)).toMatchObject({
      salutation: 'Dr',
      firstName: '',
      lastName: '',
      mobilisedByOrganisationIds: [world.orgA],
    });
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        action: 'create',
        after: expect.objectContaining({ first_name: 'Eve', mobilised_by_organisation_ids: [world.orgA] }),
      }),
    ]);
  });

  it('a member, and senior leadership of another organisation, cannot create for organisation A', async () => {
    const { id: orgC } = await createOrganisation(db());
    const senior = await createMember(db(), []);
    await addToSecurityGroup(db(), senior.personProfileId, orgC, 'senior-leadership');
    const before = await countRows(db(), touchedTables);
    for (const user of [world.member, senior]) {
      const refused = await create(await signedIn(user), {
        organisationId: world.orgA,
        firstName: 'Eve',
        lastName: 'Elsewhere',
      });
      expect([404, 422]).toContain(refused.statusCode);
    }
    expect(await countRows(db(), touchedTables)).toEqual(before);
    const own = await create(await signedIn(senior), {
      organisationId: orgC,
      firstName: 'Cy',
      lastName: 'Cee',
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});
