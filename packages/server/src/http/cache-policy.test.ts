import { type EndpointName, endpointRoutes, referenceListEndpoints } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { signedInClient, TestClient } from '../test/client.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createOrganisation, createPerson } from '../test/domain-factories.ts';
import { createUser, type TestUser } from '../test/factories.ts';

const referenceLists = new Set<EndpointName>(Object.values(referenceListEndpoints));

describeEachDatabase('hostile pass: what browsers and proxies may keep of an API answer', (database) => {
  let app: App;
  let admin: TestUser;
  let organisation: number;
  let person: number;
  const db = () => database().db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    organisation = (await createOrganisation(db())).id;
    admin = await createUser(db(), { isAdmin: true, profile: false });
    person = (await createPerson(db(), { mobilisedBy: [organisation] })).id;
  });
  afterAll(() => app.close());

  it('hostile pass: every GET of the API answers Cache-Control no-store but the reference lists, the API document and the teams and units lists (R-CONST-003)', async () => {
    const browser = await signedInClient(app, admin);
    const gets = Object.entries(endpointRoutes).filter(
      ([, route]) => route.method === 'GET' && route.path.startsWith('/api/'),
    );
    expect(gets.length).toBeGreaterThan(20);
    for (const [name, route] of gets) {
      const url = route.path
        .replace('{id}', String(person))
        .replace('{org_id}', String(organisation))
        .replace('{public_id}', 'R-0001');
      const response = await browser.get(url);
      const expected = referenceLists.has(name as EndpointName)
        ? expect.stringMatching(/^private, /)
        : name === 'openApiDocument'
          ? 'public, max-age=300'
          : name === 'listTeams' || name === 'listUnits'
            ? 'private, max-age=60'
            : 'no-store';
      expect(response.headers['cache-control'], `${name} ${url} (${response.statusCode})`).toEqual(expected);
    }
  });

  it('hostile pass: writes and errors answer no-store, those of the reference lists too', async () => {
    const browser = await signedInClient(app, admin);
    const signedOut = await new TestClient(app).start();
    const answers = [
      await browser.request({
        method: 'PUT',
        url: `/api/person-profiles/${person}`,
        payload: { answers: { knownAs: 'Kept nowhere' } },
      }),
      await browser.get('/api/no-such-thing'),
      await browser.get('/api/person-profiles/987654'),
      await browser.get('/api/person-profiles?per_page=0'),
      await signedOut.get('/api/person-profiles'),
      await signedOut.get('/api/countries'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 404, 422, 401, 401]);
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });
});
