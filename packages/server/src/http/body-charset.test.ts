import { apiErrorSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { signedInClient, TestClient } from '../test/client.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createOrganisation, createPerson } from '../test/domain-factories.ts';
import { countRows, createUser, type TestUser } from '../test/factories.ts';

describeEachDatabase('hostile pass: the charset of a JSON body', (database) => {
  let app: App;
  let admin: TestUser;
  let person: number;
  const db = () => database().db;
  const knownAs = async () =>
    (
      await db()
        .selectFrom('person_profiles')
        .select('known_as')
        .where('id', '=', person)
        .executeTakeFirstOrThrow()
    ).known_as;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    const organisation = await createOrganisation(db());
    admin = await createUser(db(), { isAdmin: true, profile: false });
    person = (await createPerson(db(), { mobilisedBy: [organisation.id] })).id;
  });
  afterAll(() => app.close());

  const save = (browser: TestClient, contentType: string, text: string, encoding: BufferEncoding = 'utf8') =>
    browser.request({
      method: 'PUT',
      url: `/api/person-profiles/${person}`,
      payload: Buffer.from(JSON.stringify({ answers: { knownAs: text } }), encoding),
      headers: { 'content-type': contentType },
    });

  it('hostile pass: a JSON body declared in another charset is a 415, and nothing is stored', async () => {
    const browser = await signedInClient(app, admin);
    const before = { rows: await countRows(db()), knownAs: await knownAs() };
    for (const contentType of [
      'application/json; charset=latin1',
      'application/json; charset=ISO-8859-1',
      'application/json;charset="windows-1252"',
      'application/json; charset=utf-16',
    ]) {
      const response = await save(browser, contentType, 'Zoë', 'latin1');
      expect(response.statusCode, contentType).toBe(415);
      expect(apiErrorSchema.parse(response.json()), contentType).toMatchObject({
        code: 'unsupported_media_type',
        requestId: expect.any(String),
      });
    }
    expect({ rows: await countRows(db()), knownAs: await knownAs() }).toEqual(before);
  });

  it('hostile pass: a JSON body in UTF-8, declared so or without a charset, is read as sent', async () => {
    const browser = await signedInClient(app, admin);
    for (const [contentType, text] of [
      ['application/json', 'Zoë'],
      ['application/json; charset=utf-8', 'Zoé'],
      ['application/json; charset="UTF-8"', 'Zoè'],
      ['Application/JSON;Charset=UTF-8', 'Zoê'],
    ] as const) {
      const response = await save(browser, contentType, text);
      expect(response.statusCode, contentType).toBe(200);
      expect(await knownAs(), contentType).toBe(text);
    }
  });

  it('hostile pass: a sign-in in another charset is a 415 as well', async () => {
    const response = await (await new TestClient(app).start()).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: Buffer.from(JSON.stringify({ email: admin.email, password: admin.password }), 'latin1'),
      headers: { 'content-type': 'application/json; charset=latin1' },
    });
    expect(response.statusCode).toBe(415);
  });
});
