import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeOnDatabase } from '../../test/databases.ts';
import { createTeam, createTwoOrganisations, createUnit } from '../../test/domain-factories.ts';

// Two saves at once only race where requests run side by side: on PostgreSQL, each on its own
// connection (PGlite has one, so it runs them one after the other).
describeOnDatabase('postgres', 'teams and units saved at once', (database) => {
  let app: App;
  const db = () => database().db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  const save = (client: TestClient, url: string, payload: object) =>
    client.request({ method: 'PUT', url, payload });

  it('C1 two saves of one team with the same version at once: one 200, the other 409 naming version 2; the row is wholly the winner’s, with one audit row', async () => {
    const { orgA, officeA } = await createTwoOrganisations(db());
    const { id } = await createTeam(db(), { organisation_id: orgA, name: 'Kijabe', code: 'K' });
    const [first, second] = [await signedInClient(app, officeA), await signedInClient(app, officeA)];
    const url = `/api/teams/${id}`;
    const responses = await Promise.all([
      save(first, url, { version: 1, name: 'First', description: 'First description' }),
      save(second, url, { version: 1, name: 'Second', description: 'Second description' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.headers['x-current-version']).toBe('2');
    const winner = responses[0]?.statusCode === 200 ? 'First' : 'Second';
    const stored = await db()
      .selectFrom('teams')
      .select(['name', 'description', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: winner, description: `${winner} description`, version: 2 });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'team')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'update' }]);
  });

  it('C1 a unit archived while a team is put under it at once: the unit never ends archived over a live team', async () => {
    const { orgA, officeA } = await createTwoOrganisations(db());
    const { id: unit } = await createUnit(db(), { organisation_id: orgA });
    const [first, second] = [await signedInClient(app, officeA), await signedInClient(app, officeA)];
    const [archived, moved] = await Promise.all([
      first.post(`/api/units/${unit}/archive`, { version: 1 }),
      (async () => {
        const { id } = await createTeam(db(), { organisation_id: orgA, name: 'Elsewhere', code: 'E' });
        return save(second, `/api/teams/${id}`, { version: 1, unit_id: unit });
      })(),
    ]);
    const liveTeams = await db()
      .selectFrom('teams')
      .select('id')
      .where('unit_id', '=', unit)
      .where('is_archived', '=', false)
      .execute();
    const unitRow = await db()
      .selectFrom('units')
      .select('is_archived')
      .where('id', '=', unit)
      .executeTakeFirstOrThrow();
    expect([archived.statusCode, moved.statusCode]).toContain(200);
    expect(unitRow.is_archived && liveTeams.length > 0).toBe(false);
  });
});
