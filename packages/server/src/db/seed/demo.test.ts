import {
  applicationStatuses,
  assignmentStatuses,
  currentUserResponseSchema,
  educationPlanStatuses,
  itineraryDateStatuses,
  itineraryTypes,
  leaveRequestStatuses,
  leaveTypes,
  membershipTypes,
  offerStatuses,
  outboundLogisticsPlanStatuses,
  requisitionAvailabilities,
  reviewStatuses,
  teamStatuses,
} from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { parseSeedArgs } from '../../cli/seed.ts';
import { addDays } from '../../dates.ts';
import {
  incompleteTaskFormFields,
  type TaskFormAnswers,
  taskFormOf,
} from '../../modules/applications/task-forms.ts';
import { questionsOf } from '../../modules/forms/template.ts';
import { pageMetadata } from '../../modules/system-settings/service.ts';
import { buildTestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { countRows } from '../../test/factories.ts';
import type { Database } from '../schema.ts';
import { seedDemo } from './demo.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';

const today = new Date('2026-11-26T12:00:00Z');

async function valuesOf(db: Kysely<Database>, table: keyof Database, column: string) {
  const { rows } = await sql<{ value: string }>`
    select distinct ${sql.ref(column)}::text as value from ${sql.table(table)} order by 1
  `.execute(db);
  return rows.map((row) => row.value);
}

describe('seed arguments', () => {
  it('seeds only when asked for the demo', () => {
    expect(parseSeedArgs(['--demo'])).toEqual({ demo: true });
    expect(() => parseSeedArgs([])).toThrow('Say what to seed');
    expect(() => parseSeedArgs(['--everything'])).toThrow();
  });
});

describeEachDatabase('demo data', (database) => {
  let app: App;
  beforeAll(async () => {
    expect(await seedDemo(database().db, { today })).toBe(true);
    ({ app } = await buildTestApp(database()));
  }, 60_000);
  afterAll(() => app.close());

  it('makes four organisations with codes, one of them the international office, and about 300 people', async () => {
    const { db } = database();
    const organisations = await db
      .selectFrom('organisations')
      .select(['code', 'is_international_office'])
      .orderBy('id')
      .execute();
    expect(organisations.map((organisation) => organisation.code)).toEqual(['EUR', 'NAM', 'AFR', 'INT']);
    expect(organisations.filter((organisation) => organisation.is_international_office)).toHaveLength(1);
    const { people } = await db
      .selectFrom('person_profiles')
      .select((eb) => eb.fn.countAll<number>().as('people'))
      .executeTakeFirstOrThrow();
    expect(Number(people)).toBeGreaterThanOrEqual(250);
    expect(Number(people)).toBeLessThanOrEqual(350);
  });

  it('lets each of the eleven demo accounts sign in with the demo password, each with a person profile; only the newcomer still needs onboarding', async () => {
    expect(Object.keys(demoAccounts)).toHaveLength(11);
    for (const email of Object.values(demoAccounts)) {
      const browser = await new TestClient(app).start();
      const response = await browser.login(email, demoPassword);
      expect(response.statusCode, email).toBe(200);
      const me = currentUserResponseSchema.parse(response.json());
      expect(me.person_profile_id, email).not.toBeNull();
      expect(me.requires_onboarding, email).toBe(email === demoAccounts.newcomer);
    }
  });

  it("puts the demo leaders in the senior leadership and the leadership of office@'s organisation", async () => {
    const { db } = database();
    const groupsOf = (email: string) =>
      db
        .selectFrom('users as u')
        .innerJoin('person_profiles as p', 'p.user_id', 'u.id')
        .innerJoin('security_group_members as m', 'm.person_profile_id', 'p.id')
        .innerJoin('security_groups as g', 'g.id', 'm.security_group_id')
        .innerJoin('office_staff as o', 'o.organisation_id', 'm.organisation_id')
        .innerJoin('users as office', 'office.id', 'o.user_id')
        .where('u.email', '=', email)
        .where('office.email', '=', demoAccounts.office)
        .select('g.role')
        .execute();
    expect(await groupsOf(demoAccounts.seniorLeadership)).toEqual([{ role: 'senior-leadership' }]);
    expect(await groupsOf(demoAccounts.leadership)).toEqual([{ role: 'leadership' }]);
  });

  it('gives the newcomer one mobilising organisation, a family and a planned assignment they can see, onboarding not completed', async () => {
    const browser = await new TestClient(app).start();
    const me = currentUserResponseSchema.parse(
      (await browser.login(demoAccounts.newcomer, demoPassword)).json(),
    );
    expect(me.mobilised_by_organisations).toHaveLength(1);
    expect(me.family_id).not.toBeNull();
    const { db } = database();
    const user = await db
      .selectFrom('users')
      .select('onboarding_completed_at')
      .where('email', '=', demoAccounts.newcomer)
      .executeTakeFirstOrThrow();
    expect(user.onboarding_completed_at).toBeNull();
    const family = await db
      .selectFrom('person_profiles')
      .select('id')
      .where('family_id', '=', me.family_id)
      .execute();
    expect(family.length).toBeGreaterThanOrEqual(2);
    const response = await browser.get(
      `/api/assignments?assignee=${me.person_profile_id}&per_page=9999&is_abandoned=false`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ status: 'PLANNED', is_abandoned: false, is_shared_with_assignee: true }),
    ]);
  });

  it('gives each demo account its role', async () => {
    const browser = await new TestClient(app).start();
    const me = async (email: string) => {
      const response = await browser.login(email, demoPassword);
      return currentUserResponseSchema.parse(response.json());
    };
    expect((await me(demoAccounts.admin)).is_admin).toBe(true);
    expect((await me(demoAccounts.office)).is_office_staff_for).toHaveLength(1);
    const office = await me(demoAccounts.office);
    expect((await me(demoAccounts.multiOffice)).is_office_staff_for).toHaveLength(2);
    const officeAfrica = await me(demoAccounts.officeAfrica);
    expect(officeAfrica.is_office_staff_for).toHaveLength(1);
    expect(officeAfrica.is_office_staff_for).not.toEqual(office.is_office_staff_for);
    expect((await me(demoAccounts.consultant)).is_education_consultant_for.length).toBeGreaterThan(0);
    expect((await me(demoAccounts.consultantEurope)).is_education_consultant_for).toEqual(
      office.is_office_staff_for,
    );
    const member = await me(demoAccounts.member);
    expect(member.family_id).not.toBeNull();
    expect(member.mobilised_by_organisations.length).toBeGreaterThan(0);
  });

  it('gives the member an active assignment and a family with children, and the applicant an application in progress', async () => {
    const { db } = database();
    const member = await db
      .selectFrom('users')
      .innerJoin('person_profiles', 'person_profiles.user_id', 'users.id')
      .select(['person_profiles.id', 'person_profiles.family_id'])
      .where('users.email', '=', demoAccounts.member)
      .executeTakeFirstOrThrow();
    const active = await db
      .selectFrom('assignments')
      .select('id')
      .where('assignee_person_profile_id', '=', member.id)
      .where('status', '=', 'ACTIVE')
      .where('is_abandoned', '=', false)
      .execute();
    expect(active).toHaveLength(1);
    const family = await db
      .selectFrom('person_profiles')
      .select('id')
      .where('family_id', '=', member.family_id)
      .execute();
    expect(family.length).toBeGreaterThanOrEqual(3);

    const applications = await db
      .selectFrom('users')
      .innerJoin('person_profiles', 'person_profiles.user_id', 'users.id')
      .innerJoin('application_applicants', 'application_applicants.person_profile_id', 'person_profiles.id')
      .innerJoin('applications', 'applications.id', 'application_applicants.application_id')
      .select('applications.status')
      .where('users.email', '=', demoAccounts.applicant)
      .execute();
    expect(applications).toEqual([{ status: 'IN_PROGRESS' }]);
    // Every task of a running workflow sits in a started stage of its application, as the app lists them.
    const unplaced = await db
      .selectFrom('task_instances as ti')
      .leftJoin('application_workflow_stages as s', 's.id', 'ti.application_stage_id')
      .select('ti.id')
      .where('ti.subject_type', '=', 'APPLICATION')
      .where((eb) => eb.or([eb('s.id', 'is', null), eb('s.started_at', 'is', null)]))
      .execute();
    expect(unplaced).toEqual([]);
  });

  it('shows the member their family and memberships, and office staff their families, through the families and memberships calls', async () => {
    const browser = await new TestClient(app).start();
    const me = currentUserResponseSchema.parse(
      (await browser.login(demoAccounts.member, demoPassword)).json(),
    );
    const family = await browser.get(`/api/families/${me.family_id}?with_member_current_addresses=true`);
    expect(family.statusCode, family.body).toBe(200);
    expect(family.json().members.length).toBeGreaterThanOrEqual(3);
    expect(family.json().members.every((member: { currentAddress: unknown }) => member.currentAddress)).toBe(
      true,
    );
    const memberships = await browser.get(`/api/memberships?member=${me.person_profile_id}`);
    expect(memberships.statusCode, memberships.body).toBe(200);
    expect(memberships.json().data).toEqual([expect.objectContaining({ type: 'FULL_TERM' })]);

    const office = currentUserResponseSchema.parse(
      (await browser.login(demoAccounts.office, demoPassword)).json(),
    );
    const families = (await browser.get('/api/families?per_page=9999')).json();
    expect(families.total).toBeGreaterThan(10);
    const reached = (member: { mobilisedByOrganisationIds: number[] }) =>
      member.mobilisedByOrganisationIds.some((id) => office.is_office_staff_for.includes(id));
    for (const each of families.data as { members: { mobilisedByOrganisationIds: number[] }[] }[]) {
      expect(each.members.every(reached)).toBe(true);
    }
  });

  it("gives each person phone numbers of their country's calling code", async () => {
    const { rows } = await sql<{ phone_number: string; permanent_residency: string }>`
      select p.phone_number, p.permanent_residency from person_profiles p
      where p.phone_number is not null and p.permanent_residency in ('GB', 'KE')`.execute(database().db);
    expect(rows.length).toBeGreaterThan(10);
    const code = { GB: '+44 ', KE: '+254 ' } as Record<string, string>;
    expect(rows.filter((row) => !row.phone_number.startsWith(code[row.permanent_residency] ?? '?'))).toEqual(
      [],
    );
  });

  it('gives no two people of a family the same first name', async () => {
    const { rows } = await sql<{ family_id: number; first_name: string }>`
      select family_id, first_name from person_profiles where family_id is not null
      group by family_id, first_name having count(*) > 1`.execute(database().db);
    expect(rows).toEqual([]);
  });

  it('gives a family one home, a couple each other as spouse and a wedding date, and those on the field a current address there', async () => {
    const { db } = database();
    const { rows: homes } = await sql<{ family_id: number; homes: number }>`
      select p.family_id, count(distinct (a.address_line_one, a.city, a.country))::int as homes
      from person_profiles p join person_profile_addresses a on a.person_profile_id = p.id and a.type = 'PER'
      where p.family_id is not null group by p.family_id`.execute(db);
    expect(homes.length).toBeGreaterThan(50);
    expect(homes.filter((family) => family.homes !== 1)).toEqual([]);

    const { rows: couples } = await sql<{ name: string; spouse_name: string | null; weds: string | null }>`
      select p.first_name || ' ' || p.last_name as name, s.spouse_name, s.date_of_marriage::text as weds
      from person_profiles p join person_profiles s
        on s.family_id = p.family_id and s.id <> p.id and s.marital_status = 'MARRIED'
      where p.marital_status = 'MARRIED'`.execute(db);
    expect(couples.length).toBeGreaterThan(100);
    expect(couples.filter((couple) => couple.spouse_name !== couple.name || couple.weds === null)).toEqual(
      [],
    );

    const { rows: onTheField } = await sql<{ lives_in: string; serves_in: string; type: string }>`
      select c.country as lives_in, a.country as serves_in, c.type
      from assignments a
      join person_profiles p on p.id = a.assignee_person_profile_id
      join person_profile_addresses c on c.id = p.current_address_id
      where a.status = 'ACTIVE' and not a.is_abandoned`.execute(db);
    expect(onTheField.length).toBeGreaterThan(20);
    expect(
      onTheField.filter((person) => person.type !== 'FLD' || person.lives_in !== person.serves_in),
    ).toEqual([]);
  });

  it('has every status of assignments, applications, itinerary items (and every type), leave, travel, reviews, education plans, requisitions and memberships', async () => {
    const { db } = database();
    expect(await valuesOf(db, 'assignments', 'status')).toEqual([...assignmentStatuses].sort());
    expect(await valuesOf(db, 'applications', 'status')).toEqual([...applicationStatuses].sort());
    expect(await valuesOf(db, 'leave_requests', 'status')).toEqual([...leaveRequestStatuses].sort());
    expect(await valuesOf(db, 'travel_plans', 'status')).toEqual([...leaveRequestStatuses].sort());
    expect(await valuesOf(db, 'reviews', 'status')).toEqual([...reviewStatuses].sort());
    expect(await valuesOf(db, 'education_plans', 'status')).toEqual([...educationPlanStatuses].sort());
    expect(await valuesOf(db, 'requisitions', 'availability')).toEqual([...requisitionAvailabilities].sort());
    expect(await valuesOf(db, 'memberships', 'type')).toEqual([...membershipTypes].sort());
    expect(await valuesOf(db, 'teams', 'status')).toEqual([...teamStatuses].sort());
    expect(await valuesOf(db, 'itinerary_items', 'type')).toEqual([...itineraryTypes].sort());
    expect(await valuesOf(db, 'itinerary_items', 'status')).toEqual([...itineraryDateStatuses].sort());
  });

  it('has offers and outbound logistics plans in every status, and offers the newcomer their shared assignment to accept', async () => {
    const { db } = database();
    const offers = (await valuesOf(db, 'assignments', 'offer_status')).filter((value) => value !== null);
    expect(offers).toEqual([...offerStatuses].sort());
    expect(await valuesOf(db, 'outbound_logistics_plans', 'status')).toEqual(
      [...outboundLogisticsPlanStatuses].sort(),
    );
    const browser = await new TestClient(app).start();
    const me = currentUserResponseSchema.parse(
      (await browser.login(demoAccounts.newcomer, demoPassword)).json(),
    );
    const response = await browser.get(`/api/assignments?assignee=${me.person_profile_id}&per_page=9999`);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        is_shared_with_assignee: true,
        offer_for_assignment: expect.objectContaining({ status: 'OFFERED', accepted_on: null }),
        user_can_manage: ['respond_to_offer'],
      }),
    ]);
  });

  it('has running applications mid-way (a stage completed, the current one with tasks done and open), and every applicant and appointee flagged as the server flags them', async () => {
    const { db } = database();
    const { rows: running } = await sql<{
      status: string;
      completed: number;
      current: number;
      done: number;
      open: number;
    }>`
      select ap.status,
        (select count(*)::int from application_workflow_stages s
          where s.application_id = ap.id and s.completed_at is not null) as completed,
        (select count(*)::int from application_workflow_stages s
          where s.application_id = ap.id and s.started_at is not null and s.completed_at is null) as current,
        (select count(*)::int from task_instances ti join application_workflow_stages s on s.id = ti.application_stage_id
          where ti.subject_id = ap.id and s.completed_at is null and ti.status = 'DONE') as done,
        (select count(*)::int from task_instances ti join application_workflow_stages s on s.id = ti.application_stage_id
          where ti.subject_id = ap.id and s.completed_at is null and ti.status = 'TODO') as open
      from applications ap where ap.status in ('IN_PROGRESS', 'ON_HOLD')
    `.execute(db);
    expect(new Set(running.map((row) => row.status))).toEqual(new Set(['IN_PROGRESS', 'ON_HOLD']));
    expect(running.filter((row) => row.completed < 1 || row.current !== 1 || row.open < 1)).toEqual([]);
    expect(new Set(running.filter((row) => row.done > 0).map((row) => row.status))).toEqual(
      new Set(['IN_PROGRESS', 'ON_HOLD']),
    );
    const { rows: unflagged } = await sql<{ id: number }>`
      select aa.person_profile_id as id from application_applicants aa
        join applications ap on ap.id = aa.application_id
        join person_profiles p on p.id = aa.person_profile_id
      where not (case ap.term_type when 'FULL_TERM' then p.is_full_term_applicant else p.is_short_term_applicant end)
      union all
      select apt.appointee_id from appointments apt join person_profiles p on p.id = apt.appointee_id
      where not (case apt.term_type when 'FULL_TERM' then p.is_full_term_appointee else p.is_short_term_appointee end)
    `.execute(db);
    expect(unflagged).toEqual([]);
  });

  it('fills the form tasks of running applications: each done one complete for its form, drafts saved in part IN_PROGRESS (the demo applicant’s application form among them)', async () => {
    const { db } = database();
    const forms = await db
      .selectFrom('task_instances as ti')
      .innerJoin('workflow_template_tasks as t', 't.id', 'ti.task_id')
      .select(['ti.status', 'ti.answers', 't.form_name'])
      .where('t.completion_type', '=', 'FORM')
      .where('ti.answers', 'is not', null)
      .execute();
    const done = forms.filter((row) => row.status === 'DONE');
    const drafts = forms.filter((row) => row.status === 'IN_PROGRESS');
    expect(done.length).toBeGreaterThan(0);
    expect(drafts.length).toBeGreaterThan(0);
    for (const row of done) {
      const template = taskFormOf(row.form_name, 'en');
      expect(
        template && [...incompleteTaskFormFields(template, row.answers as TaskFormAnswers).keys()],
      ).toEqual([]);
    }
    const browser = await new TestClient(app).start();
    await browser.login(demoAccounts.applicant, demoPassword);
    const [application] = (await browser.get('/api/applications')).json().data;
    const tasks = (await browser.get(`/api/applications/${application.id}/task-instances`)).json();
    const form = tasks.find((task: { form_name: string | null }) => task.form_name === 'application');
    expect(form).toMatchObject({ status: 'IN_PROGRESS', user_can: ['complete'] });
    const opened = await browser.get(`/api/task-instances/${form.id}/form`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(
      questionsOf(opened.json())
        .filter((question) => question.answers.length > 0)
        .map((question) => question.input.fieldName),
    ).toEqual(['motivation', 'experience']);
  });

  it('has one abandoned potential assignment, overdue reviews, expired education plans and some expiring within 60 days', async () => {
    const { db } = database();
    const abandoned = await db
      .selectFrom('assignments')
      .select('status')
      .where('is_abandoned', '=', true)
      .execute();
    expect(abandoned).toEqual([{ status: 'POTENTIAL' }]);
    const day = today.toISOString().slice(0, 10);
    const overdue = await db
      .selectFrom('reviews')
      .select('id')
      .where('status', '=', 'NOT_SUBMITTED')
      .where('date', '<', day)
      .execute();
    expect(overdue.length).toBeGreaterThan(0);
    const expired = await db
      .selectFrom('education_plans')
      .select('id')
      .where('status', '=', 'APPROVED')
      .where('expires_on', '<', day)
      .execute();
    expect(expired.length).toBeGreaterThan(0);
    const expiringSoon = await db
      .selectFrom('education_plans')
      .select('id')
      .where('status', '=', 'APPROVED')
      .where('expires_on', '>=', day)
      .where('expires_on', '<=', addDays(day, 60))
      .execute();
    expect(expiringSoon.length).toBeGreaterThan(0);
  });

  it('gives office staff overdue, submitted and signed-off reviews to see, and the dashboard an overdue count', async () => {
    const browser = await new TestClient(app).start();
    const office = currentUserResponseSchema.parse(
      (await browser.login(demoAccounts.office, demoPassword)).json(),
    );
    const reviews = await browser.get('/api/reviews?per_page=9999');
    expect(reviews.statusCode, reviews.body).toBe(200);
    const listed = reviews.json().data as { status: string; is_overdue: boolean }[];
    expect(new Set(listed.map((review) => review.status))).toEqual(
      new Set(['NOT_SUBMITTED', 'SUBMITTED', 'SIGNED_OFF']),
    );
    const overdue = listed.filter((review) => review.is_overdue).length;
    expect(overdue).toBeGreaterThan(0);
    const counts = await Promise.all(
      office.is_office_staff_for.map(async (organisation) =>
        (await browser.get(`/api/organisations/${organisation}/dashboard`)).json(),
      ),
    );
    expect(counts.some((count: { overdue_reviews: number }) => count.overdue_reviews > 0)).toBe(true);
  });

  it('turns every feature flag on', async () => {
    const { feature_flags } = await pageMetadata(database().db);
    expect(Object.values(feature_flags).every((on) => on)).toBe(true);
  });

  it('has leave of every type, compassionate leave with a travelling child, legacy leave, and leave awaiting the office on its dashboard', async () => {
    const { db } = database();
    expect(await valuesOf(db, 'leave_request_types', 'type')).toEqual([...leaveTypes].sort());
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from leave_requests l
      join leave_request_types t on t.leave_request_id = l.id and t.sub_type = 'COMPASSIONATE'
      where exists (select 1 from leave_request_travelling_family_members f where f.leave_request_id = l.id)`.execute(
      db,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await valuesOf(db, 'leave_requests', 'is_legacy')).toEqual(['false', 'true']);
    const browser = await new TestClient(app).start();
    const me = currentUserResponseSchema.parse(
      (await browser.login(demoAccounts.officeAfrica, demoPassword)).json(),
    );
    const counts = await Promise.all(
      me.is_office_staff_for.map(async (organisation) =>
        (await browser.get(`/api/organisations/${organisation}/dashboard`)).json(),
      ),
    );
    expect(
      counts.some((count: { leave_awaiting_approval: number }) => count.leave_awaiting_approval > 0),
    ).toBe(true);
    const leave = await browser.get('/api/leave-and-travel?per_page=9999');
    expect(leave.statusCode, leave.body).toBe(200);
  });

  it('gives every person a current address and keeps new rows clear of the seeded ids', async () => {
    const { db } = database();
    const without = await db
      .selectFrom('person_profiles')
      .select('id')
      .where('current_address_id', 'is', null)
      .execute();
    expect(without).toEqual([]);
    await db.insertInto('families').values({ name: 'After the seed' }).execute();
  });

  it('finds "José" when searching for "jose" through the trigram index', async () => {
    const { rows } = await sql<{ first_name: string }>`
      select first_name from person_profiles where search_text like '%' || unaccent(lower(${'jose'})) || '%'
    `.execute(database().db);
    expect(rows.map((row) => row.first_name)).toContain('José');
  });

  it('gives the demo office staff requisitions and papers of their own organisation to find, accents and all', async () => {
    const browser = await new TestClient(app).start();
    await browser.login(demoAccounts.office, demoPassword);
    const requisitions = await browser.get(
      '/api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=zurich',
    );
    expect(requisitions.json().data).toEqual([
      expect.objectContaining({ title: 'Member care coordinator, Zürich' }),
    ]);
    const papers = await browser.get(
      '/api/vision-strategy-papers?per_page=5&sort=-last_updated&search=geneve',
    );
    expect(papers.json().data).toEqual([
      expect.objectContaining({ searchable_text: expect.stringContaining('Mobilisation à Genève et Lyon') }),
    ]);
  });

  it('gives the demo office staff units, teams in every state and places of their own organisation', async () => {
    const browser = await new TestClient(app).start();
    await browser.login(demoAccounts.office, demoPassword);
    const teams = (await browser.get('/api/teams?include_archived=true')).json().data as {
      name: string;
      status: string;
      is_archived: boolean;
      can_be_archived: boolean;
      open_requisitions: { title: string }[];
    }[];
    expect(
      teams.map((team) => [
        team.name,
        team.status,
        team.is_archived,
        team.can_be_archived,
        team.open_requisitions.length,
      ]),
    ).toEqual([
      ['Bristol office team', 'PUBLISHED', true, false, 0],
      ['Fairs 2025', 'PUBLISHED', true, false, 0],
      ['Francophone mobilisation', 'DRAFT', false, true, 0],
      ['Iberian mobilisers', 'PUBLISHED', false, false, 1],
      ['Member care Europe', 'PUBLISHED', false, false, 1],
    ]);
    const units = (await browser.get('/api/units')).json().data as {
      name: string;
      can_be_archived: boolean;
    }[];
    expect(units.map((unit) => [unit.name, unit.can_be_archived])).toEqual([
      ['Member care', false],
      ['Mobilisation', false],
      ['Recruitment fairs', true],
    ]);
    const places = (await browser.get('/api/geolocations')).json().data as { name: string }[];
    expect(places.map((place) => place.name)).toEqual(['Bristol', 'Lisboa', 'Lyon', 'Zürich']);
  });

  it('gives AIM Europe people arriving within 90 days of the seed day, soonest first, and people interested in its roles', async () => {
    const { db } = database();
    const day = today.toISOString().slice(0, 10);
    const europe = db
      .selectFrom('assignments as a')
      .innerJoin('organisations as o', 'o.id', 'a.received_by_organisation_id')
      .where('o.code', '=', 'EUR')
      .where('a.is_shared_with_receiving_organisation', '=', true)
      .where('a.is_abandoned', '=', false);
    const arriving = await europe
      .select(sql<string>`coalesce(a.confirmed_start_date, a.proposed_start_date)::text`.as('start'))
      .where('a.status', 'in', ['PLANNED', 'ACTIVE'])
      .where(sql<boolean>`coalesce(a.confirmed_start_date, a.proposed_start_date)
        between ${day}::date and ${day}::date + 90`)
      .orderBy('start')
      .execute();
    expect(arriving.map((row) => row.start)).toEqual([
      '2026-12-08',
      '2026-12-23',
      '2027-01-10',
      '2027-02-10',
    ]);
    const interested = await europe.select('a.id').where('a.status', '=', 'POTENTIAL').execute();
    expect(interested).toHaveLength(2);
  });

  it('gives two of AIM Europe’s running assignments a workflow mid-way, the office’s open task waiting in its tasks list', async () => {
    const { db } = database();
    const europe = await db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'EUR')
      .executeTakeFirstOrThrow();
    const stages = await db
      .selectFrom('application_workflow_stages as s')
      .innerJoin('assignments as a', 'a.id', 's.assignment_id')
      .select(['s.assignment_id', 's.name', 's.started_at', 's.completed_at'])
      .where('a.explored_by_organisation_id', '=', europe.id)
      .orderBy('s.assignment_id')
      .orderBy('s.position')
      .execute();
    expect(
      stages.map((stage) => [stage.name, stage.started_at !== null, stage.completed_at !== null]),
    ).toEqual([
      ['Preparation', true, false],
      ['Arrival', false, false],
      ['Preparation', true, true],
      ['Arrival', true, false],
    ]);
    const browser = await new TestClient(app).start();
    await browser.login(demoAccounts.office, demoPassword);
    const waiting = await browser.get(`/api/organisations/${europe.id}/task-instances`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    const ofAssignments = (waiting.json() as { title: string; assignment_id: number | null }[]).filter(
      (task) => task.assignment_id !== null,
    );
    expect(ofAssignments).toEqual([
      expect.objectContaining({ title: 'Arrival call', assignment_id: stages[3]?.assignment_id }),
    ]);
  });

  it('does nothing when run a second time', async () => {
    const { db } = database();
    const before = await countRows(db, ['users', 'person_profiles', 'assignments', 'organisations']);
    expect(await seedDemo(db, { today })).toBe(false);
    expect(await countRows(db, ['users', 'person_profiles', 'assignments', 'organisations'])).toEqual(before);
  });
});
