import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/databases.ts';

// The document does not depend on the engine, so one database is enough here.
describe('GET /api/docs', () => {
  let testDatabase: TestDatabase;
  let app: App;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    ({ app } = await buildTestApp(testDatabase.database));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  async function fetchDocument() {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    return { response, document: response.json() };
  }

  it('answers without a session with a cacheable OpenAPI 3.1 JSON document', async () => {
    const { response, document } = await fetchDocument();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(document.openapi).toBe('3.1.0');
  });

  it('has the contract entities as components, person profile and current user among them', async () => {
    const { schemas } = (await fetchDocument()).document.components;
    for (const name of [
      'PersonProfile',
      'FullPersonProfile',
      'CurrentUser',
      'CurrentUserResponse',
      'Assignment',
      'ApiError',
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    expect(Object.keys(schemas.PersonProfile.properties)).toContain('activeAssignmentLocations');
    expect(schemas.PersonProfile.properties.dateOfBirth.anyOf[0]).toEqual({
      $ref: '#/components/schemas/IsoDate',
    });
    expect(schemas.IsoDate).toMatchObject({ type: 'string', format: 'date' });
  });

  it('describes the routes the server registers: users/me, the sign-in calls, logout and itself', async () => {
    const { paths } = (await fetchDocument()).document;
    expect(paths['/api/users/me'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CurrentUserResponse',
    });
    expect(paths['/api/users/me'].get.security).toEqual([{ session: [] }]);
    for (const call of ['login', 'register', 'forgot-password', 'reset-password']) {
      expect(paths[`/api/auth/${call}`].post, call).toBeDefined();
    }
    expect(paths['/api/auth/login'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginBody',
    });
    expect(paths['/api/auth/login'].post.security).toEqual([{ xsrf: [] }]);
    expect(paths['/api/users/me/complete-onboarding'].put.responses['204']).toEqual({
      description: 'No content',
    });
    expect(paths['/logout'].get).toBeDefined();
    expect(paths['/api/docs'].get).toBeDefined();
    expect(Object.values(paths).flatMap((operations) => Object.keys(operations as object))).not.toContain(
      'head',
    );
  });

  it('points every $ref at a schema the document holds', async () => {
    const { document } = await fetchDocument();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const name = ref.match(/^"\$ref":"#\/components\/schemas\/([^"#/]+)"$/)?.[1];
      expect(name, ref).toBeDefined();
      expect(document.components.schemas, ref).toHaveProperty(name as string);
    }
  });
});
