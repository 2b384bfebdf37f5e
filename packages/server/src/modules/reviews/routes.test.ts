import { endpointRoutes, pagedSchema, recordFormSchema, reviewRecordSchema } from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createMember,
  createOfficeStaff,
  createReview,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, mailTo, type TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';
import { writeSetting } from '../system-settings/repository.ts';

const pagedReviews = pagedSchema(reviewRecordSchema);
const touched = [
  'reviews',
  'review_reviewers',
  'review_form_submissions',
  'audit_log',
  'mail_outbox',
] as const;

describeEachDatabase('reviews', (database) => {
  let app: App;
  // Today is 2027-06-10: a review not submitted and dated the 9th is overdue, one dated the 10th is not.
  const clock = new TestClock(new Date('2027-06-10T10:00:00Z'));
  const db = () => database().db;
  const as = signedInClients(() => app);
  const { lines: logLines, stream } = capturedLog();

  // A mobilises Mary Slessor; her assignment is received by B and shared with it, so B's office staff
  // conduct her reviews: Ruth reviews, the office staff member of B signs off. Carey is B's member.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    reviewer: TestUser & { personProfileId: number };
    mary: TestUser & { personProfileId: number };
    carey: TestUser & { personProfileId: number };
    stranger: TestUser & { personProfileId: number };
    assignment: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { clock, logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    const ruth = await createOfficeStaff(db(), [world.orgB], {
      profile: { first_name: 'Ruth', last_name: 'Reviewer' },
    });
    world.reviewer = { ...ruth, personProfileId: ruth.personProfileId ?? 0 };
    world.mary = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.carey = await createMember(db(), [world.orgB], {
      profile: { first_name: 'William', last_name: 'Carey' },
    });
    world.stranger = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Amy', last_name: 'Carmichael' },
    });
    world.assignment = (
      await createAssignment(db(), {
        assignee_person_profile_id: world.mary.personProfileId,
        received_by_organisation_id: world.orgB,
        status: 'ACTIVE',
        is_shared_with_receiving_organisation: true,
      })
    ).id;
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await writeSetting(db(), 'feature_flags', { reviews: true, review_forms: true }, clock.now());
  });

  const patch = (client: TestClient, url: string, payload: object) =>
    client.request({ method: 'PATCH', url, payload });
  const put = (client: TestClient, url: string, payload: object) =>
    client.request({ method: 'PUT', url, payload });

  async function plan(fields: object = {}) {
    const office = await as(world.officeB);
    const response = await office.post('/api/reviews', {
      assignment_id: world.assignment,
      type: 'ANNUAL',
      date: '2027-09-01',
      reviewer_ids: [world.reviewer.personProfileId],
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return reviewRecordSchema.parse(response.json());
  }

  async function review(client: TestClient, id: number) {
    const response = await client.get(`/api/reviews/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return reviewRecordSchema.parse(response.json());
  }

  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', 'review')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  describe('states and types', () => {
    it('R-STATE-021 R-STATE-019 a review is planned as BEGINNING_OF_TERM, END_OF_TERM or ANNUAL, NOT_SUBMITTED; any other type is a 422 with nothing written', async () => {
      for (const type of ['BEGINNING_OF_TERM', 'END_OF_TERM', 'ANNUAL']) {
        const created = await plan({ type });
        expect(created).toMatchObject({
          type,
          status: 'NOT_SUBMITTED',
          assignment_id: world.assignment,
          reviewer_ids: [world.reviewer.personProfileId],
          person: { id: world.mary.personProfileId, name: 'Mary Slessor' },
          organisation: { id: world.orgB, name: 'Beta Mission' },
          is_shared_with_mobilising_organisation: false,
        });
        expect(created.reviewer_options.map((option) => option.name)).toContain('Ruth Reviewer');
        expect(created.reviewer_options.map((option) => option.id)).not.toContain(world.mary.personProfileId);
      }
      const office = await as(world.officeB);
      const before = await countRows(db(), touched);
      const refused = await office.post('/api/reviews', {
        assignment_id: world.assignment,
        type: 'MID_TERM',
        date: '2027-09-01',
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['type']);
      const notOffered = await office.post('/api/reviews', {
        assignment_id: world.assignment,
        type: 'ANNUAL',
        date: '2027-09-01',
        reviewer_ids: [world.stranger.personProfileId],
      });
      expect(notOffered.statusCode).toBe(422);
      expect(Object.keys(notOffered.json().errors)).toEqual(['reviewer_ids']);
      expect(await countRows(db(), touched)).toEqual(before);
    });

    it('R-STATE-020 a review is overdue when it is not submitted and its date is before today; the overdue filter keeps those', async () => {
      const assignment = (
        await createAssignment(db(), {
          assignee_person_profile_id: world.mary.personProfileId,
          received_by_organisation_id: world.orgB,
          status: 'ACTIVE',
          is_shared_with_receiving_organisation: true,
        })
      ).id;
      const yesterday = (await createReview(db(), { assignment_id: assignment, date: '2027-06-09' })).id;
      const todays = (await createReview(db(), { assignment_id: assignment, date: '2027-06-10' })).id;
      const submitted = (
        await createReview(db(), { assignment_id: assignment, date: '2027-05-01', status: 'SUBMITTED' })
      ).id;
      const signedOff = (
        await createReview(db(), { assignment_id: assignment, date: '2027-04-01', status: 'SIGNED_OFF' })
      ).id;
      const office = await as(world.officeB);
      const overdueOf = async (id: number) => (await review(office, id)).is_overdue;
      expect(await overdueOf(yesterday)).toBe(true);
      expect(await overdueOf(todays)).toBe(false);
      expect(await overdueOf(submitted)).toBe(false);
      expect(await overdueOf(signedOff)).toBe(false);
      const list = async (query: string) => {
        const response = await office.get(`/api/reviews?assignment=${assignment}&${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return pagedReviews.parse(response.json()).data.map((each) => each.id);
      };
      expect(await list('overdue')).toEqual([yesterday]);
      expect(await list('overdue=false&sort=-date')).toEqual([todays, submitted, signedOff]);
      expect(await list('status=SUBMITTED,SIGNED_OFF')).toEqual([signedOff, submitted]);
      expect(await list('type=END_OF_TERM')).toEqual([]);
    });
  });

  describe('Z8 the transition table', () => {
    it('NOT_SUBMITTED → SUBMITTED → SIGNED_OFF only: skipped and repeated steps are 409 with nothing written', async () => {
      const reviewer = await as(world.reviewer);
      const office = await as(world.officeB);
      const { id } = await plan();
      const before = await countRows(db(), touched);
      expect((await office.post(`/api/reviews/${id}/sign-off`, { version: 1 })).statusCode).toBe(409);
      expect(await countRows(db(), touched)).toEqual(before);

      const submitted = await reviewer.post(`/api/reviews/${id}/submit`, { version: 1 });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', version: 2 });
      expect((await reviewer.post(`/api/reviews/${id}/submit`, { version: 2 })).statusCode).toBe(409);
      expect((await patch(office, `/api/reviews/${id}`, { version: 2, date: '2027-10-01' })).statusCode).toBe(
        409,
      );

      const signed = await office.post(`/api/reviews/${id}/sign-off`, { version: 2 });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json()).toMatchObject({ status: 'SIGNED_OFF', version: 3 });
      expect((await office.post(`/api/reviews/${id}/sign-off`, { version: 3 })).statusCode).toBe(409);
      expect((await reviewer.post(`/api/reviews/${id}/submit`, { version: 3 })).statusCode).toBe(409);
      expect((await review(office, id)).user_can).toEqual(['share_with_mobilising_organisation']);
    });

    it('a stale version is a 409 naming the current one', async () => {
      const reviewer = await as(world.reviewer);
      const { id } = await plan();
      const stale = await reviewer.post(`/api/reviews/${id}/submit`, { version: 7 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_version', errors: { version: ['is 1 now'] } });
    });

    it('only a reviewer submits (403); the reviewed person never signs off (403)', async () => {
      const { id } = await plan();
      const office = await as(world.officeB);
      const mary = await as(world.mary);
      expect((await office.post(`/api/reviews/${id}/submit`, { version: 1 })).statusCode).toBe(403);
      expect((await mary.post(`/api/reviews/${id}/submit`, { version: 1 })).statusCode).toBe(403);
      expect((await review(office, id)).user_can).toEqual(['update', 'share_with_mobilising_organisation']);
      expect((await review(await as(world.reviewer), id)).user_can).toEqual([
        'update',
        'submit',
        'share_with_mobilising_organisation',
      ]);
      await (await as(world.reviewer)).post(`/api/reviews/${id}/submit`, { version: 1 });
      const before = await countRows(db(), touched);
      const own = await mary.post(`/api/reviews/${id}/sign-off`, { version: 2 });
      expect(own.statusCode).toBe(403);
      expect((await review(mary, id)).user_can).toEqual([]);
      expect(await countRows(db(), touched)).toEqual(before);
    });
  });

  describe('Z4 who sees a review', () => {
    it('the person, the reviewers, B’s office staff and admins see it; A’s office staff only once shared; anyone else a 404', async () => {
      const { id } = await plan();
      for (const user of [world.mary, world.reviewer, world.officeB, world.admin]) {
        await review(await as(user), id);
      }
      const officeA = await as(world.officeA);
      const carey = await as(world.carey);
      logLines.length = 0;
      expect((await officeA.get(`/api/reviews/${id}`)).statusCode).toBe(404);
      expect(outOfScopeRefusals(logLines)).toEqual([
        expect.objectContaining({ entity: 'review', entityId: id, actorUserId: world.officeA.id }),
      ]);
      expect((await carey.get(`/api/reviews/${id}`)).statusCode).toBe(404);
      expect((await carey.post(`/api/reviews/${id}/submit`, { version: 1 })).statusCode).toBe(404);
      expect((await carey.get(`/api/reviews/${id}/form`)).statusCode).toBe(404);
      const listed = async (client: TestClient) =>
        pagedReviews
          .parse((await client.get(`/api/reviews?assignment=${world.assignment}`)).json())
          .data.map((each) => each.id);
      expect(await listed(officeA)).not.toContain(id);
      expect(await listed(carey)).toEqual([]);
      expect(await listed(await as(world.mary))).toContain(id);

      const shared = await (await as(world.officeB)).post(
        `/api/reviews/${id}/share-with-mobilising-organisation`,
        { version: 1 },
      );
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json()).toMatchObject({ is_shared_with_mobilising_organisation: true });
      expect((await review(officeA, id)).user_can).toEqual([]);
      expect(await listed(officeA)).toContain(id);
      expect((await carey.get(`/api/reviews/${id}`)).statusCode).toBe(404);
    });

    it('office staff of A cannot plan a review of an assignment B receives (404), nor can Mary plan her own (403)', async () => {
      const body = { assignment_id: world.assignment, type: 'ANNUAL', date: '2027-09-01' };
      const before = await countRows(db(), touched);
      expect((await (await as(world.officeA)).post('/api/reviews', body)).statusCode).toBe(404);
      expect((await (await as(world.mary)).post('/api/reviews', body)).statusCode).toBe(403);
      expect(await countRows(db(), touched)).toEqual(before);
    });

    it('planning, per role: B’s office staff and an admin plan a review (201, one audit row each); B’s member and A’s office staff get a 404, the reviewed person a 403; a missing, malformed or unknown field is a 422 naming it, an unknown assignment a 404; nothing written on any refusal', async () => {
      const body = { assignment_id: world.assignment, type: 'END_OF_TERM', date: '2027-12-01' };
      const outcomes: string[] = [];
      for (const [name, user] of [
        ['office B', world.officeB],
        ['admin', world.admin],
        ['member of B', world.carey],
        ['office A', world.officeA],
        ['person', world.mary],
      ] as const) {
        const before = await countRows(db(), touched);
        const response = await (await as(user)).post('/api/reviews', body);
        const after = await countRows(db(), touched);
        const added = (table: (typeof touched)[number]) => (after[table] ?? 0) - (before[table] ?? 0);
        outcomes.push(
          `${name}: ${response.statusCode}, ${added('reviews')} review, ${added('audit_log')} audit`,
        );
      }
      expect(outcomes).toEqual([
        'office B: 201, 1 review, 1 audit',
        'admin: 201, 1 review, 1 audit',
        'member of B: 404, 0 review, 0 audit',
        'office A: 404, 0 review, 0 audit',
        'person: 403, 0 review, 0 audit',
      ]);

      const office = await as(world.officeB);
      const before = await countRows(db(), touched);
      for (const [refused, field] of [
        [{ type: 'ANNUAL', date: '2027-12-01' }, 'assignment_id'],
        [{ assignment_id: world.assignment, date: '2027-12-01' }, 'type'],
        [{ assignment_id: world.assignment, type: 'ANNUAL' }, 'date'],
        [{ assignment_id: world.assignment, type: 'ANNUAL', date: '2027-02-30' }, 'date'],
        // A field the call does not take (its status is not the caller's to set) is named on the body.
        [{ ...body, status: 'SIGNED_OFF' }, 'body'],
      ] as const) {
        const response = await office.post('/api/reviews', refused);
        expect(response.statusCode, JSON.stringify(refused)).toBe(422);
        expect(Object.keys(response.json().errors ?? {}), JSON.stringify(refused)).toEqual([field]);
      }
      expect((await office.post('/api/reviews', { ...body, assignment_id: 999_999 })).statusCode).toBe(404);
      expect(await countRows(db(), touched)).toEqual(before);
    });
  });

  describe('concurrency and audit', () => {
    it('C1 two changes with the same version at once: one wins wholly, the other is a 409', async () => {
      const { id } = await plan();
      const office = await as(world.officeB);
      const admin = await as(world.admin);
      const responses = await Promise.all([
        patch(office, `/api/reviews/${id}`, {
          version: 1,
          date: '2027-10-01',
          actions_and_recommendations: 'rest',
        }),
        patch(admin, `/api/reviews/${id}`, {
          version: 1,
          date: '2027-11-01',
          actions_and_recommendations: 'study',
        }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const stored = await review(office, id);
      expect([
        { date: '2027-10-01', actions_and_recommendations: 'rest' },
        { date: '2027-11-01', actions_and_recommendations: 'study' },
      ]).toContainEqual({
        date: stored.date,
        actions_and_recommendations: stored.actions_and_recommendations,
      });
      expect(stored.version).toBe(2);
    });

    it('C3 two sign-offs at once: one wins, one 409, one audit row, one mail', async () => {
      const { id } = await plan();
      await (await as(world.reviewer)).post(`/api/reviews/${id}/submit`, { version: 1 });
      const mailsBefore = (await mailTo(db(), world.mary.email)).length;
      const responses = await Promise.all([
        (await as(world.officeB)).post(`/api/reviews/${id}/sign-off`, { version: 2 }),
        (await as(world.admin)).post(`/api/reviews/${id}/sign-off`, { version: 2 }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect((await auditOf(id)).filter((row) => row.action === 'sign_off')).toHaveLength(1);
      const mails = (await mailTo(db(), world.mary.email)).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your review has been signed off');
      expect(mails[0]?.body_text).toContain(`/reviews/${id}`);
    });

    it('C4 every write leaves one audit row (actor, organisation, entity, id, before/after); a refused one none; no call changes audit rows', async () => {
      const office = await as(world.officeB);
      const reviewer = await as(world.reviewer);
      const { id } = await plan({
        reviewer_ids: [world.reviewer.personProfileId, world.carey.personProfileId],
      });
      await patch(office, `/api/reviews/${id}`, { version: 1, date: '2027-09-15' });
      const carey = await as(world.carey);
      await patch(carey, `/api/reviews/${id}`, { version: 2, actions_and_recommendations: 'More rest' });
      // A reviewer who is not office staff writes the actions, never the date or the reviewers.
      const reviewerPlans = await patch(carey, `/api/reviews/${id}`, { version: 3, date: '2027-09-20' });
      expect(reviewerPlans.statusCode).toBe(403);
      await put(reviewer, `/api/reviews/${id}/form`, {
        answers: { progress: 'Language exam passed' },
        version: 3,
      });
      await reviewer.post(`/api/reviews/${id}/submit`, { version: 4 });
      await office.post(`/api/reviews/${id}/share-with-mobilising-organisation`, { version: 5 });
      await office.post(`/api/reviews/${id}/sign-off`, { version: 6 });
      const rows = await auditOf(id);
      expect(rows.map((row) => row.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
        'submit',
        'share_with_mobilising_organisation',
        'sign_off',
      ]);
      expect(rows.every((row) => row.organisation_id === world.orgB)).toBe(true);
      expect(rows[2]?.actor_user_id).toBe(world.carey.id);
      expect(rows[0]?.actor_user_id).toBe(world.officeB.id);
      expect(rows[1]).toMatchObject({
        before: { date: '2027-09-01', version: 1 },
        after: { date: '2027-09-15', version: 2 },
      });
      expect(rows[3]).toMatchObject({
        actor_user_id: world.reviewer.id,
        before: { answers: { progress: null } },
        after: { answers: { progress: 'Language exam passed' } },
      });
      expect(rows[6]).toMatchObject({ before: { status: 'SUBMITTED' }, after: { status: 'SIGNED_OFF' } });
      expect(Object.values(endpointRoutes).some((route) => route.path.includes('audit'))).toBe(false);
    });
  });

  describe('the review form', () => {
    it('with review forms on, a reviewer fills in the form; its submission has edit and view links and the answers as payload; C2 a stale save is a 409', async () => {
      const reviewer = await as(world.reviewer);
      const { id } = await plan();
      const form = await reviewer.get(`/api/reviews/${id}/form`);
      expect(form.statusCode, form.body).toBe(200);
      expect(recordFormSchema.parse(form.json()).version).toBe(1);
      const saved = await put(reviewer, `/api/reviews/${id}/form`, { answers: { goals: 'Learn Swahili' } });
      expect(saved.statusCode, saved.body).toBe(200);
      const stored = reviewRecordSchema.parse(saved.json());
      expect(stored.form_options).toEqual([{ id, name: 'Review', url: `/reviews/${id}` }]);
      expect(stored.form_submissions).toMatchObject([
        {
          edit_link: `/reviews/${id}`,
          view_link: `/reviews/${id}`,
          payload: { goals: 'Learn Swahili' },
        },
      ]);
      const stale = await put(reviewer, `/api/reviews/${id}/form`, {
        answers: { goals: 'Other' },
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      const notAField = await put(reviewer, `/api/reviews/${id}/form`, { answers: { salary: 'x' } });
      expect(notAField.statusCode).toBe(422);
      expect((await review(reviewer, id)).form_submissions[0]?.payload).toEqual({ goals: 'Learn Swahili' });
      const mary = await as(world.mary);
      expect((await put(mary, `/api/reviews/${id}/form`, { answers: { goals: 'Mine' } })).statusCode).toBe(
        403,
      );
    });

    it('with review forms off, the form is a 404 and a review keeps its actions and recommendations without one', async () => {
      await writeSetting(db(), 'feature_flags', { reviews: true, review_forms: false }, clock.now());
      const reviewer = await as(world.reviewer);
      const { id } = await plan();
      expect((await reviewer.get(`/api/reviews/${id}/form`)).statusCode).toBe(404);
      expect((await put(reviewer, `/api/reviews/${id}/form`, { answers: { goals: 'x' } })).statusCode).toBe(
        404,
      );
      const changed = await patch(reviewer, `/api/reviews/${id}`, {
        version: 1,
        actions_and_recommendations: 'Rest',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        actions_and_recommendations: 'Rest',
        form_options: [],
        form_submissions: [],
        documents: [],
      });
    });

    it('F5 a review keeps documents: its reviewers attach them until it is submitted; those who do not see it get a 404', async () => {
      const { id } = await plan();
      const upload = (client: TestClient) => {
        const { payload, headers } = multipartBody('review.pdf', pdfFile('Review notes'));
        return client.request({
          method: 'POST',
          url: `/private/api/assets?assetable_type=review&assetable_id=${id}`,
          payload,
          headers,
        });
      };
      const reviewer = await as(world.reviewer);
      const uploaded = await upload(reviewer);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const asset = uploaded.json().id as number;
      expect((await review(await as(world.mary), id)).documents).toEqual([asset]);
      expect((await (await as(world.mary)).get(`/private/api/assets/${asset}`)).statusCode).toBe(200);
      const carey = await as(world.carey);
      expect((await carey.get(`/private/api/assets/${asset}`)).statusCode).toBe(404);
      expect((await upload(carey)).statusCode).toBe(404);
      await reviewer.post(`/api/reviews/${id}/submit`, { version: 1 });
      expect((await upload(reviewer)).statusCode).toBe(404);
    });

    it('with the reviews flag off, a review’s documents are out of reach as the review is: no upload (nothing written), no read, for its reviewer, office staff and an admin alike', async () => {
      const { id } = await plan();
      const upload = (client: TestClient) => {
        const { payload, headers } = multipartBody('review.pdf', pdfFile('Review notes'));
        return client.request({
          method: 'POST',
          url: `/private/api/assets?assetable_type=review&assetable_id=${id}`,
          payload,
          headers,
        });
      };
      const uploaded = await upload(await as(world.reviewer));
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const asset = uploaded.json().id as number;
      await writeSetting(db(), 'feature_flags', { reviews: false }, clock.now());
      const before = await countRows(db(), ['assets', 'asset_attachments']);
      for (const user of [world.reviewer, world.officeB, world.admin]) {
        const client = await as(user);
        expect((await upload(client)).statusCode).toBe(404);
        expect((await client.get(`/private/api/assets/${asset}`)).statusCode).toBe(404);
      }
      expect(await countRows(db(), ['assets', 'asset_attachments'])).toEqual(before);
    });

    it('guards: under every combination of the reviews and review_forms flags, the person, office staff and an admin reach a review only with reviews on, its form only with both on', async () => {
      const { id } = await plan();
      const outcomes: string[] = [];
      for (const reviews of [false, true]) {
        for (const reviewForms of [false, true]) {
          await writeSetting(db(), 'feature_flags', { reviews, review_forms: reviewForms }, clock.now());
          for (const [name, user] of [
            ['person', world.mary],
            ['office', world.officeB],
            ['admin', world.admin],
          ] as const) {
            const client = await as(user);
            const record = (await client.get(`/api/reviews/${id}`)).statusCode;
            const form = (await client.get(`/api/reviews/${id}/form`)).statusCode;
            outcomes.push(`${reviews}/${reviewForms} ${name}: ${record} ${form}`);
          }
        }
      }
      expect(outcomes).toEqual([
        'false/false person: 404 404',
        'false/false office: 404 404',
        'false/false admin: 404 404',
        'false/true person: 404 404',
        'false/true office: 404 404',
        'false/true admin: 404 404',
        'true/false person: 200 404',
        'true/false office: 200 404',
        'true/false admin: 200 404',
        'true/true person: 200 200',
        'true/true office: 200 200',
        'true/true admin: 200 200',
      ]);
    });

    it('with the reviews flag off, every review call is a 404', async () => {
      const { id } = await plan();
      await writeSetting(db(), 'feature_flags', { reviews: false }, clock.now());
      const office = await as(world.officeB);
      expect((await office.get('/api/reviews')).statusCode).toBe(404);
      expect((await office.get(`/api/reviews/${id}`)).statusCode).toBe(404);
      expect(
        (
          await office.post('/api/reviews', {
            assignment_id: world.assignment,
            type: 'ANNUAL',
            date: '2027-09-01',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await office.post(`/api/reviews/${id}/share-with-mobilising-organisation`, { version: 1 }))
          .statusCode,
      ).toBe(404);
    });
  });
});
