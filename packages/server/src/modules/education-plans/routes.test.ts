import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  educationDashboardSchema,
  educationPlanRecordSchema,
  educationPlanStatuses,
  formTemplateSchema,
  pagedSchema,
  recordFormSchema,
} from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClients, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createEducationConsultant,
  createEducationPlan,
  createFamily,
  createMember,
  createOrganisation,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, mailTo, type TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';
import { writeSetting } from '../system-settings/repository.ts';

const pagedPlans = pagedSchema(educationPlanRecordSchema);
const touched = ['education_plans', 'audit_log', 'mail_outbox'] as const;

/** Uploads a school report onto the plan through the asset calls. */
const uploadToPlan = (client: TestClient, id: number) => {
  const { payload, headers } = multipartBody('report.pdf', pdfFile('School report'));
  return client.request({
    method: 'POST',
    url: `/private/api/assets?assetable_type=education_plan&assetable_id=${id}`,
    payload,
    headers,
  });
};

describeEachDatabase('education plans', (database) => {
  let app: App;
  let dataDir: string;
  const clock = new TestClock(new Date('2027-06-10T10:00:00Z'));
  const db = () => database().db;
  const as = signedInClients(() => app);

  // Organisation A mobilises the Slessor family: Mary (a member who signs in), her husband John (an
  // education consultant of A, so a consultant who is a parent) and their daughter Ella (10). A's and B's
  // consultants, the international office's, office staff of A and B, a member of A outside the family
  // and an admin.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    mary: TestUser & { personProfileId: number };
    john: TestUser & { personProfileId: number };
    ella: number;
    consultantA: TestUser;
    consultantB: TestUser;
    international: TestUser;
    stranger: TestUser & { personProfileId: number };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-education-'));
    ({ app } = await buildTestApp(database(), { clock, env: { DATA_DIR: dataDir } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.mary = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.john = await createMember(db(), [world.orgA], {
      profile: { first_name: 'John', last_name: 'Slessor' },
    });
    await db()
      .insertInto('education_consultants')
      .values({ user_id: world.john.id, organisation_id: world.orgA })
      .execute();
    world.ella = (
      await createPerson(db(), {
        first_name: 'Ella',
        last_name: 'Slessor',
        date_of_birth: '2017-03-01',
        mobilisedBy: [world.orgA],
      })
    ).id;
    await createFamily(db(), 'Slessor', [world.mary.personProfileId, world.john.personProfileId, world.ella]);
    world.consultantA = await createEducationConsultant(db(), [world.orgA]);
    world.consultantB = await createEducationConsultant(db(), [world.orgB]);
    const office = await createOrganisation(db(), {
      name: 'International Office',
      isInternationalOffice: true,
    });
    world.international = await createEducationConsultant(db(), [office.id]);
    world.stranger = await createMember(db(), [world.orgA]);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await writeSetting(db(), 'feature_flags', { education_plans: true }, clock.now());
    await db().deleteFrom('education_plans').execute();
  });

  const plan = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/education-plans/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return educationPlanRecordSchema.parse(response.json());
  };
  const list = async (client: TestClient, query = '') => {
    const response = await client.get(`/api/education-plans${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedPlans.parse(response.json());
  };
  const draft = async (fields: Record<string, unknown> = {}) =>
    (await createEducationPlan(db(), { person_profile_id: world.ella, ...fields })).id;
  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'before', 'after'])
      .where('entity', '=', 'education_plan')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('R-CALL-018 GET api/education-plans with a query returns a list, filtered by child or parent, status and expiry', async () => {
    const current = await draft({ status: 'APPROVED', expires_on: '2027-07-01' });
    const expired = await draft({ academic_year: '2025-2026', status: 'APPROVED', expires_on: '2027-06-09' });
    const archived = await draft({
      academic_year: '2024-2025',
      status: 'ARCHIVED',
      expires_on: '2026-06-01',
    });
    const consultant = await as(world.consultantA);
    const all = await list(consultant, `?person_profile=${world.ella}`);
    expect(all.data.map((each) => each.id)).toEqual([archived, expired, current]);
    expect(all.total).toBe(3);
    const byParent = await list(consultant, `?person_profile=${world.mary.personProfileId}&sort=-expires`);
    expect(byParent.data.map((each) => each.id)).toEqual([current, expired, archived]);
    expect((await list(consultant, '?status=APPROVED&expired=false')).data.map((each) => each.id)).toEqual([
      current,
    ]);
    expect((await list(consultant, '?expiring_within_days=60')).data.map((each) => each.id)).toEqual([
      current,
    ]);
    expect((await list(consultant, `?organisation=${world.orgB}`)).data).toEqual([]);
    expect((await consultant.get('/api/education-plans?status=LATE')).statusCode).toBe(422);
  });

  it('R-STATE-022 a plan is DRAFT, SUBMITTED, APPROVED, REJECTED or ARCHIVED; no other status is stored', async () => {
    expect([...educationPlanStatuses]).toEqual(['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'ARCHIVED']);
    await expect(draft({ status: 'EXPIRED' as never })).rejects.toThrow();
  });

  it('R-STATE-023 a plan is expired when its expiry date is before today, not on the day itself', async () => {
    const yesterday = await draft({ status: 'APPROVED', expires_on: '2027-06-09' });
    const todays = await draft({ academic_year: '2027-2028', status: 'APPROVED', expires_on: '2027-06-10' });
    const open = await draft({ academic_year: '2028-2029' });
    const mary = await as(world.mary);
    expect((await plan(mary, yesterday)).isExpired).toBe(true);
    expect((await plan(mary, todays)).isExpired).toBe(false);
    expect((await plan(mary, open)).isExpired).toBe(false);
    expect((await list(mary, '?expired')).data.map((each) => each.id)).toEqual([yesterday]);
  });

  it('the family drafts a plan with bare answers, one per child and academic year, each write audited', async () => {
    const mary = await as(world.mary);
    const created = await mary.post(`/api/education-plans?person_profile=${world.ella}`, {
      academicYear: '2026-2027',
      schoolingChoice: 'HOMESCHOOL',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect(await plan(mary, id)).toMatchObject({
      status: 'DRAFT',
      academicYear: '2026-2027',
      schoolingChoice: 'HOMESCHOOL',
      familyName: 'Slessor',
      person: { id: world.ella, name: 'Ella Slessor' },
      organisations: [{ id: world.orgA, name: 'Alpha Mission' }],
      userCan: ['update', 'submit', 'archive'],
      version: 1,
    });
    const before = await countRows(db(), touched);
    const twice = await mary.post(`/api/education-plans?person_profile=${world.ella}`, {
      academicYear: '2026-2027',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ errors: { academicYear: [expect.any(String)] } });
    const noYear = await mary.post(`/api/education-plans?person_profile=${world.ella}`, {
      schoolName: 'Home',
    });
    expect(noYear.statusCode).toBe(422);
    const wrapped = await mary.post(`/api/education-plans?person_profile=${world.ella}`, {
      answers: { academicYear: '2027-2028' },
    });
    expect(wrapped.statusCode).toBe(422);
    expect(await countRows(db(), touched)).toEqual(before);

    const saved = await mary.request({
      method: 'PUT',
      url: `/api/education-plans/${id}`,
      payload: {
        version: 1,
        schoolName: 'Rift Valley Academy',
        requiresAnnualTestingInformation: true,
        testingInformation: [{ dateOfTest: '2027-05-02', notes: 'Reading and maths', attachments: [] }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(educationPlanRecordSchema.parse(saved.json())).toMatchObject({
      schoolName: 'Rift Valley Academy',
      latestTestingInformationDateOfTest: '2027-05-02',
      version: 2,
    });
    expect((await auditOf(id)).map((row) => [row.action, row.actor_user_id])).toEqual([
      ['create', world.mary.id],
      ['update', world.mary.id],
    ]);
  });

  it('serves the blank form to who speaks for the child and the record form with its answers while the plan may be edited', async () => {
    const mary = await as(world.mary);
    const blank = await mary.get(`/api/education-plans/form?person_profile=${world.ella}`);
    expect(blank.statusCode, blank.body).toBe(200);
    const fields = formTemplateSchema
      .parse(blank.json())
      .pages.flatMap((page) => page.sections.flatMap((each) => each.nodes))
      .flatMap((node) => (node.type === 'SingleQuestion' ? [node.question.input.fieldName] : []));
    expect(fields).toEqual([
      'academicYear',
      'schoolingChoice',
      'schoolName',
      'requiresAnnualTestingInformation',
      'annualTestingInformationRequiredFrom',
      'lastReviewedOn',
      'expiresOn',
    ]);
    const outsider = await as(world.consultantB);
    expect((await outsider.get(`/api/education-plans/form?person_profile=${world.ella}`)).statusCode).toBe(
      404,
    );
    const id = await draft({ school_name: 'Rosslyn Academy' });
    const form = await mary.get(`/api/education-plans/${id}/form`);
    expect(form.statusCode, form.body).toBe(200);
    const record = recordFormSchema.parse(form.json());
    expect(record.version).toBe(1);
    const schoolName = record.pages
      .flatMap((page) => page.sections.flatMap((each) => each.nodes))
      .flatMap((node) => (node.type === 'SingleQuestion' ? [node.question] : []))
      .find((each) => each.input.fieldName === 'schoolName');
    expect(schoolName?.answers).toEqual(['Rosslyn Academy']);
    expect((await (await as(world.consultantA)).get(`/api/education-plans/${id}/form`)).statusCode).toBe(403);
    const approved = await draft({ academic_year: '2027-2028', status: 'APPROVED' });
    expect((await mary.get(`/api/education-plans/${approved}/form`)).statusCode).toBe(409);
  });

  it('transitions: DRAFT → SUBMITTED (the family) → APPROVED (a consultant of the child’s organisation), mail to the family; ARCHIVED', async () => {
    const id = await draft({ expires_on: '2028-06-30' });
    const mary = await as(world.mary);
    const submitted = await mary.post(`/api/education-plans/${id}/submit`, { version: 1 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', userCan: ['archive'] });
    const consultant = await as(world.consultantA);
    expect((await plan(consultant, id)).userCan).toEqual(['approve', 'reject', 'archive']);
    const approved = await consultant.post(`/api/education-plans/${id}/approve`, {
      version: 2,
      note: 'Well planned',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      decisionNote: 'Well planned',
      lastApprovedOn: '2027-06-10',
      lastReviewedOn: '2027-06-10',
      version: 3,
    });
    for (const parent of [world.mary, world.john]) {
      const mails = await mailTo(db(), parent.email);
      expect(mails.map((mail) => mail.subject)).toContain(
        'Education plan of Ella Slessor (2026-2027) approved',
      );
    }
    const archived = await mary.post(`/api/education-plans/${id}/archive`, { version: 3 });
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', userCan: [] });
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['submit', 'approve', 'archive']);
  });

  it('a rejection needs a note, which the family is told; a rejected plan is edited and submitted again', async () => {
    const id = await draft({ status: 'SUBMITTED', expires_on: '2028-06-30' });
    const consultant = await as(world.international);
    expect(
      (await consultant.post(`/api/education-plans/${id}/reject`, { version: 1, note: ' ' })).statusCode,
    ).toBe(422);
    const rejected = await consultant.post(`/api/education-plans/${id}/reject`, {
      version: 1,
      note: 'Name the school',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', decisionNote: 'Name the school' });
    const mails = await mailTo(db(), world.mary.email);
    expect(mails.at(-1)?.body_text).toContain('Note: Name the school');
    const mary = await as(world.mary);
    const saved = await mary.request({
      method: 'PUT',
      url: `/api/education-plans/${id}`,
      payload: { schoolName: 'RVA' },
    });
    expect(saved.json()).toMatchObject({ status: 'REJECTED', version: 3 });
    expect((await mary.post(`/api/education-plans/${id}/submit`, { version: 3 })).json()).toMatchObject({
      status: 'SUBMITTED',
    });
  });

  it('Z8 skipped or repeated steps are refused with 409 and write nothing; an incomplete plan is not submitted (422)', async () => {
    const id = await draft();
    const consultant = await as(world.consultantA);
    const mary = await as(world.mary);
    const before = await countRows(db(), touched);
    expect((await consultant.post(`/api/education-plans/${id}/approve`, { version: 1 })).statusCode).toBe(
      409,
    );
    expect((await mary.post(`/api/education-plans/${id}/submit`, { version: 1 })).statusCode).toBe(422);
    expect(await countRows(db(), touched)).toEqual(before);
    const approved = await draft({
      academic_year: '2027-2028',
      status: 'APPROVED',
      expires_on: '2028-06-30',
    });
    const archived = await draft({ academic_year: '2028-2029', status: 'ARCHIVED' });
    const stored = await countRows(db(), touched);
    expect(
      (await consultant.post(`/api/education-plans/${approved}/approve`, { version: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await consultant.post(`/api/education-plans/${approved}/reject`, { version: 1, note: 'No' }))
        .statusCode,
    ).toBe(409);
    expect((await mary.post(`/api/education-plans/${approved}/submit`, { version: 1 })).statusCode).toBe(409);
    const edit = await mary.request({
      method: 'PUT',
      url: `/api/education-plans/${approved}`,
      payload: { schoolName: 'X' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await mary.post(`/api/education-plans/${archived}/archive`, { version: 1 })).statusCode).toBe(
      409,
    );
    expect(await countRows(db(), touched)).toEqual(stored);
  });

  it('nobody decides a plan of their own family: a parent who is a consultant of the child’s organisation gets 403', async () => {
    const id = await draft({ status: 'SUBMITTED', expires_on: '2028-06-30' });
    const john = await as(world.john);
    expect((await plan(john, id)).userCan).toEqual(
      ['update', 'archive'].filter((action) => action === 'archive'),
    );
    const before = await countRows(db(), touched);
    expect((await john.post(`/api/education-plans/${id}/approve`, { version: 1 })).statusCode).toBe(403);
    expect(
      (await (await as(world.officeA)).post(`/api/education-plans/${id}/approve`, { version: 1 })).statusCode,
    ).toBe(403);
    expect(await countRows(db(), touched)).toEqual(before);
  });

  it('Z4 Z11 who sees a plan: the family, office staff and consultants of the child’s organisation, the international office’s consultants, admins; others 404, logged', async () => {
    const id = await draft({ status: 'SUBMITTED', expires_on: '2028-06-30' });
    for (const reader of [
      world.mary,
      world.john,
      world.officeA,
      world.consultantA,
      world.international,
      world.admin,
    ]) {
      expect((await (await as(reader)).get(`/api/education-plans/${id}`)).statusCode).toBe(200);
    }
    const before = await countRows(db(), touched);
    for (const outsider of [world.consultantB, world.officeB, world.stranger]) {
      const client = await as(outsider);
      expect((await client.get(`/api/education-plans/${id}`)).statusCode).toBe(404);
      expect((await client.post(`/api/education-plans/${id}/approve`, { version: 1 })).statusCode).toBe(404);
      expect(
        (
          await client.request({
            method: 'PUT',
            url: `/api/education-plans/${id}`,
            payload: { schoolName: 'X' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await list(client, `?person_profile=${world.ella}`)).data).toEqual([]);
      expect(
        (
          await client.post(`/api/education-plans?person_profile=${world.ella}`, {
            academicYear: '2029-2030',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(await countRows(db(), touched)).toEqual(before);
    expect(
      (await (await as(world.consultantB)).get(`/api/education-dashboard?organisation=${world.orgA}`))
        .statusCode,
    ).toBe(404);
    expect((await (await as(world.stranger)).get('/api/education-dashboard')).statusCode).toBe(404);
  });

  it('the education flag off: 404 for everyone but admins, who pass the education gate', async () => {
    const id = await draft();
    await writeSetting(db(), 'feature_flags', { education_plans: false }, clock.now());
    for (const user of [world.mary, world.consultantA, world.officeA]) {
      const client = await as(user);
      expect((await client.get(`/api/education-plans/${id}`)).statusCode).toBe(404);
      expect((await client.get('/api/education-plans')).statusCode).toBe(404);
      expect((await client.get('/api/education-dashboard')).statusCode).toBe(404);
    }
    expect((await (await as(world.admin)).get(`/api/education-plans/${id}`)).statusCode).toBe(200);
  });

  it('with the mark-not-requiring flag, whoever sees a child’s plans marks the child as not requiring one; off, 404', async () => {
    const consultant = await as(world.consultantA);
    const mark = (client: TestClient, requiresEducationPlan: boolean) =>
      client.request({
        method: 'PUT',
        url: `/api/education-plan-requirements/${world.ella}`,
        payload: { requiresEducationPlan },
      });
    expect((await mark(consultant, false)).statusCode).toBe(404);
    await writeSetting(
      db(),
      'feature_flags',
      { education_plans: true, mark_not_requiring_education_plan: true },
      clock.now(),
    );
    const before = await countRows(db(), touched);
    expect((await mark(await as(world.consultantB), false)).statusCode).toBe(404);
    expect(await countRows(db(), touched)).toEqual(before);
    const marked = await mark(consultant, false);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ personProfileId: world.ella, requiresEducationPlan: false });
    const dashboard = educationDashboardSchema.parse(
      (await consultant.get('/api/education-dashboard')).json(),
    );
    expect(dashboard.childrenWithoutPlan).toBe(0);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'before', 'after'])
      .where('entity', '=', 'person_profile')
      .where('entity_id', '=', String(world.ella))
      .execute();
    expect(audit).toMatchObject([
      {
        actor_user_id: world.consultantA.id,
        before: { requiresEducationPlan: true },
        after: { requiresEducationPlan: false },
      },
    ]);
    expect((await mark(await as(world.mary), true)).statusCode).toBe(200);
  });

  it('Z4 F5 files attach to a plan through the asset calls: who sees it reads them, who may edit it adds them; others 404', async () => {
    const id = await draft();
    const mary = await as(world.mary);
    const uploaded = await uploadToPlan(mary, id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const assetId = (uploaded.json() as { id: number }).id;
    expect((await plan(mary, id)).attachments).toEqual([assetId]);
    expect((await (await as(world.consultantA)).get(`/private/api/assets/${assetId}`)).statusCode).toBe(200);
    for (const outsider of [world.consultantB, world.stranger]) {
      expect((await (await as(outsider)).get(`/private/api/assets/${assetId}`)).statusCode).toBe(404);
      expect((await uploadToPlan(await as(outsider), id)).statusCode).toBe(404);
    }
    expect((await uploadToPlan(await as(world.consultantA), id)).statusCode).toBe(404);
  });

  it("R-GUARD-001 the education flag off: a plan's files are out of reach as the plan is, no upload (nothing written) and no read, for everyone but admins", async () => {
    const id = await draft();
    const uploaded = await uploadToPlan(await as(world.mary), id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const assetId = (uploaded.json() as { id: number }).id;
    await writeSetting(db(), 'feature_flags', { education_plans: false }, clock.now());
    const before = await countRows(db(), ['assets', 'asset_attachments']);
    for (const user of [world.mary, world.officeA]) {
      const client = await as(user);
      expect((await uploadToPlan(client, id)).statusCode).toBe(404);
      expect((await client.get(`/private/api/assets/${assetId}`)).statusCode).toBe(404);
    }
    expect(await countRows(db(), ['assets', 'asset_attachments'])).toEqual(before);
    expect((await (await as(world.admin)).get(`/private/api/assets/${assetId}`)).statusCode).toBe(200);
  });

  it('C1 C2 a save over a newer version gets 409 with the current version and overwrites nothing', async () => {
    const id = await draft();
    const mary = await as(world.mary);
    const first = await mary.request({
      method: 'PUT',
      url: `/api/education-plans/${id}`,
      payload: { version: 1, schoolName: 'First' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await mary.request({
      method: 'PUT',
      url: `/api/education-plans/${id}`,
      payload: { version: 1, schoolName: 'Second' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['x-current-version']).toBe('2');
    expect(await plan(mary, id)).toMatchObject({ schoolName: 'First', version: 2 });
    expect((await auditOf(id)).length).toBe(1);
  });

  it('C4 every write leaves one audit row with actor, organisation, before and after; a refused one none', async () => {
    const id = await draft({ expires_on: '2028-06-30' });
    const mary = await as(world.mary);
    await mary.post(`/api/education-plans/${id}/submit`, { version: 1 });
    await (await as(world.consultantA)).post(`/api/education-plans/${id}/approve`, { version: 1 });
    const rows = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', 'education_plan')
      .where('entity_id', '=', String(id))
      .execute();
    expect(rows).toEqual([
      {
        actor_user_id: world.mary.id,
        organisation_id: world.orgA,
        action: 'submit',
        before: { status: 'DRAFT', version: 1 },
        after: { status: 'SUBMITTED', version: 2 },
      },
    ]);
  });

  it('the dashboard counts awaiting, expiring within 60 days, expired, children without a plan and missing testing information', async () => {
    const consultant = await as(world.consultantA);
    const empty = educationDashboardSchema.parse((await consultant.get('/api/education-dashboard')).json());
    expect(empty).toMatchObject({ academicYear: '2026-2027', childrenWithoutPlan: 1, awaitingDecision: 0 });
    await draft({ status: 'SUBMITTED', requires_annual_testing_information: true });
    await draft({ academic_year: '2025-2026', status: 'APPROVED', expires_on: '2027-08-01' });
    await draft({ academic_year: '2024-2025', status: 'APPROVED', expires_on: '2027-01-31' });
    const counts = educationDashboardSchema.parse(
      (await consultant.get(`/api/education-dashboard?organisation=${world.orgA}`)).json(),
    );
    expect(counts).toEqual({
      academicYear: '2026-2027',
      awaitingDecision: 1,
      expiringSoon: 1,
      expired: 1,
      childrenWithoutPlan: 0,
      missingTestingInformation: 1,
      byStatus: [
        { status: 'DRAFT', count: 0 },
        { status: 'SUBMITTED', count: 1 },
        { status: 'APPROVED', count: 2 },
        { status: 'REJECTED', count: 0 },
        { status: 'ARCHIVED', count: 0 },
      ],
      byExpiryMonth: [
        { month: '2027-01', count: 1 },
        { month: '2027-08', count: 1 },
      ],
    });
    const other = educationDashboardSchema.parse(
      (await (await as(world.consultantB)).get('/api/education-dashboard')).json(),
    );
    expect(other).toMatchObject({ awaitingDecision: 0, expiringSoon: 0, expired: 0 });
  });
});
