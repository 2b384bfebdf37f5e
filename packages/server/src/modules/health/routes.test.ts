import { apiErrorSchema, healthSchema } from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';

describeEachDatabase('GET /api/health', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({}), database: database(), logger: false });
  });
  afterAll(() => app.close());

  it('answers ok with the kind of database it uses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(healthSchema.parse(response.json())).toEqual({ status: 'ok', database: database().kind });
  });
});

describe('GET /api/health without a reachable database', () => {
  const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/nothing');
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({}), database: unreachable, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await unreachable.close();
  });

  it('answers 503 database_unavailable with Retry-After, because it asks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(response.json()).code).toBe('database_unavailable');
  });
});
