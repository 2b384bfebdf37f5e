import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/client.ts';
import { describeOnDatabase } from '../../test/databases.ts';
import { createRequisition, createTeam, createTwoOrganisations } from '../../test/domain-factories.ts';

// Requests only race where they run side by side: on PostgreSQL, each on its own connection.
describeOnDatabase('postgres', 'requisitions written at once', (database) => {
  let app: App;
  const db = () => database().db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  it('C1 two saves of one requisition with the same version at once: one 200, the other 409 naming version 2; the row is wholly the winner’s, with one update audit row', async () => {
    const { orgA, officeA } = await createTwoOrganisations(db());
    const { public_id: publicId } = await createRequisition(db(), { organisation_id: orgA });
    const [first, second] = [await signedInClient(app, officeA), await signedInClient(app, officeA)];
    const url = `/api/requisitions/${publicId}`;
    const responses = await Promise.all(
      [first, second].map((client, index) =>
        client.request({
          method: 'PUT',
          url,
          payload: { version: 1, title: `Title ${index}`, description: `Description ${index}` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.headers['x-current-version']).toBe('2');
    const winner = responses[0]?.statusCode === 200 ? 0 : 1;
    const stored = await db()
      .selectFrom('requisitions')
      .select(['title', 'description', 'version'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: `Title ${winner}`, description: `Description ${winner}`, version: 2 });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'requisition')
      .where('entity_id', '=', String(publicId))
      .execute();
    expect(audit).toEqual([{ action: 'update' }]);
  });

  it('C1 a team archived while a requisition is opened on it at once: never an archived team holding an open requisition', async () => {
    const { orgA, officeA } = await createTwoOrganisations(db());
    for (let round = 0; round < 5; round += 1) {
      const { id: team } = await createTeam(db(), { organisation_id: orgA, name: `Race ${round}` });
      const [first, second] = [await signedInClient(app, officeA), await signedInClient(app, officeA)];
      const [archived, opened] = await Promise.all([
        first.post(`/api/teams/${team}/archive`, { version: 1 }),
        second.post('/api/requisitions', { organisation_id: orgA, title: 'Raced', team_id: team }),
      ]);
      // Whichever came first holds: an archive first refuses the requisition (422), the requisition first refuses the archive (409).
      expect([archived.statusCode, opened.statusCode].sort()).toEqual(
        archived.statusCode === 200 ? [200, 422] : [201, 409],
      );
      const open = await db()
        .selectFrom('requisitions as r')
        .innerJoin('teams as t', 't.id', 'r.team_id')
        .select('r.id')
        .where('t.id', '=', team)
        .where('t.is_archived', '=', true)
        .where('r.availability', '=', 'OPEN')
        .execute();
      expect(open).toEqual([]);
    }
  });
});
