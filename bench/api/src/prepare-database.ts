// Run by main.ts as its own process, against DATA_DIR or DATABASE_URL, after the demo seed and the people
// generator: vacuums and gathers planner statistics, finds the demo office staff member the bench signs
// in as, and samples search terms from the people their organisation mobilises. Prints the fixture as
// JSON on its last line.
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import { demoAccounts, demoPassword } from '@mobilise/server/src/db/seed/demo-accounts.ts';
import { sql } from 'kysely';

export interface Fixture {
  email: string;
  password: string;
  organisationId: number;
  people: number;
  /** The people the office staff member's organisation mobilises. */
  peopleInOrganisation: number;
  searchTerms: string[];
}

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  // Visibility map and planner statistics for every table the generator filled, as PostgreSQL's
  // autovacuum would make within a minute of the load (PGlite has no autovacuum: see RESULTS.md).
  await sql`vacuum analyze`.execute(db);
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

  // What office staff type in the search box: a name's first letters, a whole surname, a full name.
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

  const people = await sql<{ n: number }>`select count(*)::int as n from person_profiles`.execute(db);
  const fixture: Fixture = {
    email: demoAccounts.office,
    password: demoPassword,
    organisationId: office.organisation_id,
    people: people.rows[0]?.n ?? 0,
    peopleInOrganisation: office.people,
    searchTerms,
  };
  console.log(JSON.stringify(fixture));
} finally {
  await database.close();
}
