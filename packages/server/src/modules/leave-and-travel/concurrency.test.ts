import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/client.ts';
import { describeOnDatabase } from '../../test/databases.ts';
import {
  createLeaveRequest,
  createMember,
  createOfficeStaff,
  createTravelPlan,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { mailTo } from '../../test/factories.ts';

// Two decisions at once only race where requests run side by side: on PostgreSQL, each on its own
// connection (PGlite has one, so it runs them one after the other).
describeOnDatabase('postgres', 'leave and travel decisions at once', (database) => {
  let app: App;
  const db = () => database().db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  it.each([
    ['leave-requests', 'leave_request'],
    ['travel-plans', 'travel_plan'],
  ] as const)(
    'C3 approve and reject of one %s at once: one wins, the other 409, one audit row, one mail',
    async (path, entity) => {
      const { orgA, officeA, admin } = await createTwoOrganisations(db());
      const otherOffice = await createOfficeStaff(db(), [orgA]);
      const member = await createMember(db(), [orgA]);
      const create = entity === 'leave_request' ? createLeaveRequest : createTravelPlan;
      const { id } = await create(db(), { person_profile_id: member.personProfileId, organisation_id: orgA });
      const approver = await signedInClient(app, officeA);
      const rejecter = await signedInClient(app, otherOffice);
      const responses = await Promise.all([
        approver.post(`/api/${path}/${id}/approve`, { version: 1 }),
        rejecter.post(`/api/${path}/${id}/reject`, { version: 1, reason: 'Not now' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const won = responses[0]?.statusCode === 200 ? 'approve' : 'reject';
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity', '=', entity)
        .where('entity_id', '=', String(id))
        .execute();
      expect(audit).toEqual([
        { action: won, actor_user_id: won === 'approve' ? officeA.id : otherOffice.id },
      ]);
      const toPerson = await mailTo(db(), member.email);
      expect(toPerson).toHaveLength(1);
      expect(toPerson[0]?.body_text).toContain(won === 'approve' ? 'has been approved' : 'has been rejected');
      // The deciders, winner and loser, get no mail: the one mail is the person's.
      expect(await mailTo(db(), officeA.email)).toEqual([]);
      expect(await mailTo(db(), otherOffice.email)).toEqual([]);
      const stored = await (await signedInClient(app, admin)).get(`/api/${path}/${id}`);
      expect(stored.json()).toMatchObject({
        status: won === 'approve' ? 'APPROVED' : 'REJECTED',
        version: 2,
      });
    },
  );
});
