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

  it('C1 two saves of one education plan with the same version at once: one wins, the other 409 with the current version; the row is wholly the winner’s', async () => {
    const { orgA } = await createTwoOrganisations(db());
    const parent = await createMember(db(), [orgA]);
    const { id } = await createEducationPlan(db(), { person_profile_id: parent.personProfileId });
    const first = await signedInClient(app, parent);
    const second = await signedInClient(app, parent);
    const save = (client: typeof first, school: string) =>
      client.request({
        method: 'PUT',
        url: `/api/education-plans/${id}`,
        payload: { version: 1, schoolName: school, schoolingChoice: `${school} choice` },
      });
    const responses = await Promise.all([save(first, 'First'), save(second, 'Second')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const lost = responses.find((response) => response.statusCode === 409);
    expect(lost?.headers['x-current-version']).toBe('2');
    const winner = responses[0]?.statusCode === 200 ? 'First' : 'Second';
    const stored = await db()
      .selectFrom('education_plans')
      .select(['school_name', 'schooling_choice', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ school_name: winner, schooling_choice: `${winner} choice`, version: 2 });
  });

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
