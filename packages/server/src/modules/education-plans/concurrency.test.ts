import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient } from '../../test/client.ts';
import { describeOnDatabase } from '../../test/databases.ts';
import {
  createEducationConsultant,
  createEducationPlan,
  createMember,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { mailTo } from '../../test/factories.ts';

// Two decisions at once only race where requests run side by side: on PostgreSQL, each on its own
// connection (PGlite has one, so it runs them one after the other).
describeOnDatabase('postgres', 'education plan decisions at once', (database) => {
  let app: App;
  const db = () => database().db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  it('C3 approve and reject of one education plan at once: one wins, the other 409, one audit row, one mail to the family', async () => {
    const { orgA, admin } = await createTwoOrganisations(db());
    const approver = await createEducationConsultant(db(), [orgA]);
    const rejecter = await createEducationConsultant(db(), [orgA]);
    const child = await createMember(db(), [orgA]);
    const { id } = await createEducationPlan(db(), {
      person_profile_id: child.personProfileId,
      status: 'SUBMITTED',
      expires_on: '2099-06-30',
    });
    const responses = await Promise.all([
      (await signedInClient(app, approver)).post(`/api/education-plans/${id}/approve`, { version: 1 }),
      (await signedInClient(app, rejecter)).post(`/api/education-plans/${id}/reject`, {
        version: 1,
        note: 'Not now',
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const won = responses[0]?.statusCode === 200 ? 'approve' : 'reject';
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'education_plan')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: won, actor_user_id: won === 'approve' ? approver.id : rejecter.id }]);
    const mails = await mailTo(db(), child.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain(won === 'approve' ? 'has been approved' : 'has been rejected');
    const stored = await (await signedInClient(app, admin)).get(`/api/education-plans/${id}`);
    expect(stored.json()).toMatchObject({ status: won === 'approve' ? 'APPROVED' : 'REJECTED', version: 2 });
  });
});
