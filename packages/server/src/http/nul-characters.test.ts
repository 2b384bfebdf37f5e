import { apiErrorSchema } from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { signedInClient, TestClient } from '../test/client.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createOrganisation, createPerson } from '../test/domain-factories.ts';
import { countRows, createUser, type TestUser, writtenTables } from '../test/factories.ts';
import { fieldsHoldingNul } from './zod.ts';

// PostgreSQL refuses U+0000 in text (and in jsonb), so one that passed validation failed the statement
// that stored or looked it up, and the request answered 500.
describeEachDatabase('hostile pass: a NUL character in a text input', (database) => {
  let app: App;
  let admin: TestUser;
  let person: number;
  const db = () => database().db;
  const tables = [...writtenTables, 'person_profile_nationalities'] as const;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    const organisation = await createOrganisation(db());
    admin = await createUser(db(), { isAdmin: true, profile: false });
    person = (
      await createPerson(db(), { first_name: 'Nora', last_name: 'Null', mobilisedBy: [organisation.id] })
    ).id;
  });
  afterAll(() => app.close());

  /** The standard 422 naming `field`, and nothing more than the fields that hold the character. */
  function expectRefused(response: { statusCode: number; body: string; json(): unknown }, fields: string[]) {
    expect(response.statusCode, response.body).toBe(422);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'validation_failed', requestId: expect.any(String) });
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
    for (const field of fields) {
      expect(body.errors?.[field]).toEqual(['must not contain the NUL character (U+0000)']);
    }
    return body;
  }

  const storedPerson = () =>
    db().selectFrom('person_profiles').selectAll().where('id', '=', person).execute();

  it('hostile pass: a NUL in a PUT body field is a 422 naming the field, and nothing is written', async () => {
    const browser = await signedInClient(app, admin);
    const before = { rows: await countRows(db(), tables), person: await storedPerson() };
    const response = await browser.request({
      method: 'PUT',
      url: `/api/person-profiles/${person}`,
      payload: {
        answers: { knownAs: 'No\u0000ra', specialNeeds: 'fine', nationalities: ['BR'], suffix: '\u0000' },
      },
    });
    expectRefused(response, ['answers.knownAs', 'answers.suffix']);
    expect({ rows: await countRows(db(), tables), person: await storedPerson() }).toEqual(before);
  });

  it('hostile pass: a NUL in a list query value or a path parameter is a 422 naming it', async () => {
    const browser = await signedInClient(app, admin);
    expectRefused(await browser.get('/api/person-profiles?search=No%00ra'), ['search']);
    expectRefused(await browser.get('/api/person-profiles?email=a%00%40example.org&per_page=5'), ['email']);
    expectRefused(await browser.get('/api/requisitions/R-%0001'), ['public_id']);
  });

  it('hostile pass: a NUL in the login e-mail is a 422 on email, counted nowhere', async () => {
    const before = await countRows(db(), tables);
    const browser = await new TestClient(app).start();
    const response = await browser.login(`${admin.email}\u0000`, admin.password);
    expectRefused(response, ['email']);
    const forgot = await browser.post('/api/auth/forgot-password', { email: `\u0000${admin.email}` });
    expectRefused(forgot, ['email']);
    expect(await countRows(db(), tables)).toEqual(before);
  });

  it('hostile pass: the NUL message is in the language of the request', async () => {
    const browser = await new TestClient(app).start();
    const response = await browser.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.org', password: 'x' },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).errors).toEqual({
      email: ['ne doit pas contenir le caractère NUL (U+0000)'],
    });
  });
});

describe('hostile pass: finding the NUL characters of a request part', () => {
  it('names each string holding one by its path, keys included, however deep', () => {
    const deep: unknown[] = [];
    let inner = deep;
    for (let level = 0; level < 200_000; level++) {
      const next: unknown[] = [];
      inner.push(next);
      inner = next;
    }
    inner.push('\u0000');
    const cases: [unknown, (string | number)[][]][] = [
      ['plain', []],
      ['a\u0000', [[]]],
      [
        { a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' } },
        [
          ['b', 1],
          ['c', 'd'],
        ],
      ],
      [{ 'k\u0000': 1 }, [[]]],
      [{ n: 1, t: true, z: null }, []],
      // A query string's object has no Object prototype.
      [Object.assign(Object.create(null), { search: 'a\u0000' }), [['search']]],
    ];
    for (const [data, paths] of cases) {
      expect(fieldsHoldingNul(data), JSON.stringify({ ...(data as object) })).toEqual(paths);
    }
    // A 1 MB body nests up to half a million arrays; a recursive walk would overflow the call stack.
    const deepPaths = fieldsHoldingNul(deep);
    expect(deepPaths).toHaveLength(1);
    expect(deepPaths[0]).toHaveLength(200_001);
  });
});
