import {
  applicationStatuses,
  assignmentStatuses,
  currentUserResponseSchema,
  educationPlanStatuses,
  leaveRequestStatuses,
  membershipTypes,
  requisitionAvailabilities,
  reviewStatuses,
  teamStatuses,
} from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { parseSeedArgs } from '../../cli/seed.ts';
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

  it('lets each of the eight demo accounts sign in with the demo password, each with a person profile; only the newcomer still needs onboarding', async () => {
    expect(Object.keys(demoAccounts)).toHaveLength(8);
    for (const email of Object.values(demoAccounts)) {
      const browser = await new TestClient(app).start();
      const response = await browser.login(email, demoPassword);
      expect(response.statusCode, email).toBe(200);
      const me = currentUserResponseSchema.parse(response.json());
      expect(me.person_profile_id, email).not.toBeNull();
      expect(me.requires_onboarding, email).toBe(email === demoAccounts.newcomer);
    }
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

  it('has every status of assignments, applications, leave, travel, reviews, education plans, requisitions and memberships', async () => {
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
  });

  it('has one abandoned potential assignment, overdue reviews and expired education plans', async () => {
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
  });

  it('turns every feature flag on', async () => {
    const { feature_flags } = await pageMetadata(database().db);
    expect(Object.values(feature_flags).every((on) => on)).toBe(true);
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

  it('does nothing when run a second time', async () => {
    const { db } = database();
    const before = await countRows(db, ['users', 'person_profiles', 'assignments', 'organisations']);
    expect(await seedDemo(db, { today })).toBe(false);
    expect(await countRows(db, ['users', 'person_profiles', 'assignments', 'organisations'])).toEqual(before);
  });
});
