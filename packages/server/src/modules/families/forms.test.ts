import { type FormTemplate, formTemplateSchema, type Question, recordFormSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createFamily,
  createMember,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { questionsOf } from '../forms/template.ts';

describeEachDatabase('family forms', (database) => {
  let app: App;
  const db = () => database().db;
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: number;
    foreigner: number;
    ofB: number;
    family: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    const person = async (first_name: string, last_name: string, mobilisedBy: number[]) =>
      (await createPerson(db(), { first_name, last_name, mobilisedBy })).id;
    world.spouse = await person('John', 'Slessor', [world.orgA]);
    world.foreigner = await person('Rosa', 'Núñez', [world.orgB]);
    world.ofB = await person('William', 'Carey', [world.orgB]);
    world.family = (
      await createFamily(db(), 'Slessor', [world.member.personProfileId, world.spouse, world.foreigner])
    ).id;
    await db()
      .updateTable('families')
      .set({ organisation_id: world.orgA })
      .where('id', '=', world.family)
      .execute();
  });
  afterAll(() => app.close());

  const field = (template: FormTemplate, name: string) =>
    questionsOf(template).find((each) => each.input.fieldName === name) as Question;

  it('R-CALL-036 the blank family form asks the name and finds members through the People lookup, in the reader’s language', async () => {
    const officeA = await signedInClient(app, world.officeA);
    const response = await officeA.request({
      method: 'GET',
      url: '/api/families/form',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const template = formTemplateSchema.parse(response.json());
    expect(template.title).toBe('Nouvelle famille');
    expect(questionsOf(template).map((each) => each.input.fieldName)).toEqual(['name', 'members']);
    // No list of everyone: an organisation may have tens of thousands of people.
    expect(field(template, 'members').input).toMatchObject({
      fieldType: 'CustomLookup',
      lookup: 'People',
      hasMultipleAnswers: true,
      options: [],
    });
    expect(field(template, 'name').input.constraints).toContainEqual({ type: 'Required', scope: 'global' });
  });

  it('Z3 the blank form for an organisation the caller may not create families for is a 404', async () => {
    const officeA = await signedInClient(app, world.officeA);
    expect((await officeA.get(`/api/families/form?organisation=${world.orgB}`)).statusCode).toBe(404);
    const member = await signedInClient(app, world.member);
    expect((await member.get('/api/families/form')).statusCode).toBe(404);
  });

  it('R-CALL-035 the family’s form carries its name, the members the caller may edit (named) and the version', async () => {
    const officeA = await signedInClient(app, world.officeA);
    const response = await officeA.get(`/api/families/${world.family}/form`);
    expect(response.statusCode, response.body).toBe(200);
    const form = recordFormSchema.parse(response.json());
    expect(form).toMatchObject({ title: 'Family', version: 1 });
    expect(field(form, 'name').answers).toEqual(['Slessor']);
    // Rosa is of B: neither named nor answered, so a save of this form keeps her.
    expect(field(form, 'members').input.options).toEqual([
      { value: world.spouse, label: 'John Slessor' },
      { value: world.member.personProfileId, label: 'Mary Slessor' },
    ]);
    expect(field(form, 'members').answers).toEqual([world.spouse, world.member.personProfileId]);
  });

  it('Z4 the form of a family out of reach, or one the caller may only read, is a 404', async () => {
    const officeB = await signedInClient(app, world.officeB);
    const inB = await createFamily(db(), 'Carey', [world.ofB]);
    expect((await officeB.get(`/api/families/${inB.id}/form`)).statusCode).toBe(200);
    const officeA = await signedInClient(app, world.officeA);
    expect((await officeA.get(`/api/families/${inB.id}/form`)).statusCode).toBe(404);
    expect((await officeA.get('/api/families/987654/form')).statusCode).toBe(404);
    const member = await signedInClient(app, world.member);
    expect((await member.get(`/api/families/${world.family}/form`)).statusCode).toBe(404);
  });
});
