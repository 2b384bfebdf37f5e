import { describedEndpoint, endpointNames } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from './app.ts';
import { registeredRoutes } from './http/route-catalogue.ts';
import { buildTestApp } from './test/app.ts';
import { type ClientRequest, TestClient } from './test/client.ts';
import { createTestDatabase, type TestDatabase } from './test/databases.ts';

// The permission surface of the API as one reviewable file: a new route, a route turned public or a
// changed capability shows up in __snapshots__/routes.txt. After a deliberate change, regenerate with
// `pnpm exec vitest run --project unit packages/server/src/routes.snapshot.test.ts -u` and review the diff.
// The routes do not depend on the database engine, so PGlite alone builds the app.

let testDatabase: TestDatabase;
let app: App;
beforeAll(async () => {
  testDatabase = await createTestDatabase('pglite');
  ({ app } = await buildTestApp(testDatabase.database));
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await testDatabase.drop();
});

function routeTable(): string {
  const rows = registeredRoutes(app)
    .map(({ method, url, isPublic, capability }) => [
      method,
      url,
      isPublic ? 'public' : 'session',
      capability ?? '-',
    ])
    .sort(([methodA = '', urlA = ''], [methodB = '', urlB = '']) =>
      urlA === urlB ? methodA.localeCompare(methodB) : urlA.localeCompare(urlB),
    );
  const header = ['METHOD', 'PATH', 'ACCESS', 'CAPABILITY'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return `${[header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

it('lists every route with its method, path, whether it answers without a session, and its capability', async () => {
  await expect(routeTable()).toMatchFileSnapshot('__snapshots__/routes.txt');
});

it('answers every route the listing calls session with 401 (404 for users/me) to a request without one', async () => {
  const anonymous = await new TestClient(app).start();
  for (const { method, url, isPublic } of registeredRoutes(app)) {
    if (isPublic || method === 'HEAD') {
      continue;
    }
    const response = await anonymous.request({
      method: method as ClientRequest['method'],
      url: url.replace(/:\w+(?:\([^)]*\))?/g, '1'),
    });
    expect([401, 404], `${method} ${url}`).toContain(response.statusCode);
    expect(response.json().code, `${method} ${url}`).toBe('not_signed_in');
  }
});

it("registers every endpoint of the contract's table once, at its method and path, and no other route but the app's pages", () => {
  const routes = registeredRoutes(app).filter(({ method }) => method !== 'HEAD');
  const served = routes.flatMap(({ endpoint }) => (endpoint ? [endpoint] : []));
  expect([...served].sort()).toEqual([...endpointNames].sort());
  for (const { method, url, endpoint, isPublic } of routes) {
    if (!endpoint) {
      // The app's pages and built files: the one route outside the table, answering GET to any other path.
      expect(`${method} ${url}`).toBe('GET /*');
      continue;
    }
    const route = describedEndpoint(endpoint);
    // A parameter may carry the pattern it matches (`:id(^\d+$)`); the table names it alone.
    expect(`${method} ${url.replace(/(:\w+)\([^)]*\)/g, '$1')}`).toBe(
      `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(isPublic, endpoint).toBe(route.access === 'public');
  }
});
