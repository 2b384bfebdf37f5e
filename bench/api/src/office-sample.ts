import type { Database } from '@mobilise/server/src/db/schema.ts';
import { demoAccounts } from '@mobilise/server/src/db/seed/demo-accounts.ts';
import { type Kysely, sql } from 'kysely';

export interface OfficeSample {
  organisationId: number;
  /** The people the office staff member's organisation mobilises. */
  peopleInOrganisation: number;
  /** What office staff type in the search box: a name's first letters, a whole surname, a full name. */
  searchTerms: string[];
}

/** The demo office staff member's organisation, its size, and 60 search terms drawn from its people. */
export async function officeSample(db: Kysely<Database>): Promise<OfficeSample> {
  const staff = await sql<{ organisation_id: number; people: number }>`
    select s.organisation_id,
      (select count(*)::int from person_profile_mobilising_organisations m
        where m.organisation_id = s.organisation_id) as people
    from office_staff s join users u on u.id = s.user_id
    where lower(u.email) = ${demoAccounts.office}`.execute(db);
  const [office, ...others] = staff.rows;
  if (!office || others.length > 0) {
    throw new Error(
      `${demoAccounts.office} is not office staff of exactly one organisation: seed --demo first`,
    );
  }
  const sample = await sql<{ first_name: string; last_name: string }>`
    select p.first_name, p.last_name
    from person_profiles p
    join person_profile_mobilising_organisations m
      on m.person_profile_id = p.id and m.organisation_id = ${office.organisation_id}
    order by md5(p.id::text) limit 60`.execute(db);
  const searchTerms = sample.rows.map(
    ({ first_name, last_name }, index) =>
      [last_name.slice(0, 3), last_name, `${first_name} ${last_name}`][index % 3]?.toLowerCase() ?? last_name,
  );
  if (searchTerms.length === 0) {
    throw new Error('The office staff member reaches nobody to search for');
  }
  return { organisationId: office.organisation_id, peopleInOrganisation: office.people, searchTerms };
}
