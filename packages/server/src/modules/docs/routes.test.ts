import { endpointRoutes } from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/databases.ts';
import { buildOpenApiDocument } from './openapi.ts';

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

  it('serves the document built from the endpoint table', async () => {
    const { document } = await fetchDocument();
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('has the contract entities the operations answer with as components, named after their exports', async () => {
    const { schemas } = (await fetchDocument()).document.components;
    for (const name of ['FullPersonProfile', 'CurrentUserResponse', 'Assignment', 'ApiError']) {
      expect(schemas, name).toHaveProperty(name);
    }
    expect(Object.keys(schemas.FullPersonProfile.properties)).toContain('activeAssignmentLocations');
    expect(schemas.FullPersonProfile.properties.dateOfBirth.anyOf[0]).toEqual({
      $ref: '#/components/schemas/IsoDate',
    });
    expect(schemas.IsoDate).toMatchObject({ type: 'string', format: 'date' });
  });

  it('describes the routes the server registers: users/me, the sign-in calls, logout and itself', async () => {
    const { paths } = (await fetchDocument()).document;
    expect(paths['/api/users/me'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CurrentUserResponse',
    });
    expect(paths['/api/users/me'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(paths['/api/users/me'].get.security).toEqual([{ session: [] }]);
    for (const call of ['login', 'register', 'forgot-password', 'reset-password']) {
      expect(paths[`/api/auth/${call}`].post, call).toBeDefined();
    }
    expect(paths['/api/auth/login'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginBody',
    });
    expect(paths['/api/auth/login'].post.security).toEqual([{ xsrf: [] }]);
    expect(paths['/api/users/me/complete-onboarding'].put.responses['204']).toEqual({
      description: 'Done; the answer has no body',
    });
    expect(paths['/logout'].get.operationId).toBe('logout');
    expect(paths['/api/docs'].get.operationId).toBe('openApiDocument');
    // Only the table's calls: the app's pages and files, which the server also answers, are no operations.
    expect(Object.keys(paths).sort()).toEqual(
      [...new Set(Object.values(endpointRoutes).map((route) => route.path))].sort(),
    );
    expect(Object.values(paths).flatMap((operations) => Object.keys(operations as object))).not.toContain(
      'head',
    );
  });

  it('points every $ref at a component the document holds', async () => {
    const { document } = await fetchDocument();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const [, section, name] = ref.match(/^"\$ref":"#\/components\/(schemas|responses)\/([^"#/]+)"$/) ?? [];
      expect(name, ref).toBeDefined();
      expect(document.components[section as string], ref).toHaveProperty(name as string);
    }
  });
});
