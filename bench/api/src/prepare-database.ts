// Run by main.ts as its own process, against DATA_DIR or DATABASE_URL, after the people generator:
// migrates, signs up the office staff member the bench signs in as, and samples search terms. Prints
// the fixture as JSON on its last line.
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import { migrateUp } from '@mobilise/server/src/db/migrate.ts';
import { hashPassword } from '@mobilise/server/src/modules/auth/passwords.ts';
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

const email = 'bench-office@example.org';
const password = 'bench office password';

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  await migrateUp(db);

  // Office staff of the organisation that mobilises the most people: the heaviest realistic scope.
  const organisation = await sql<{ id: number; people: number }>`
    select o.id, count(m.person_profile_id)::int as people
    from organisations o
    left join person_profile_mobilising_organisations m on m.organisation_id = o.id
    group by o.id order by people desc, o.id limit 1`.execute(db);
  // Without generated people (--people 0, to try the harness) there may be no organisation yet.
  const target =
    organisation.rows[0] ??
    (await db
      .insertInto('organisations')
      .values({ name: 'Bench organisation', code: 'BENCH' })
      .returning(['id', sql<number>`0`.as('people')])
      .executeTakeFirstOrThrow());

  await db.deleteFrom('users').where(sql`lower(email)`, '=', email).execute();
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(password), is_admin: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('person_profiles')
    .values({ user_id: user.id, first_name: 'Bench', last_name: 'Office' })
    .execute();
  await db.insertInto('office_staff').values({ user_id: user.id, organisation_id: target.id }).execute();

  // What office staff type in the search box: a name's first letters, a whole surname, a full name.
  const sample = await sql<{ first_name: string; last_name: string }>`
    select p.first_name, p.last_name
    from person_profiles p
    join person_profile_mobilising_organisations m on m.person_profile_id = p.id and m.organisation_id = ${target.id}
    order by md5(p.id::text) limit 60`.execute(db);
  const sampledTerms = sample.rows.map(
    ({ first_name, last_name }, index) =>
      [last_name.slice(0, 3), last_name, `${first_name} ${last_name}`][index % 3]?.toLowerCase() ?? last_name,
  );
  // Without generated people the bench's own user is the one to find.
  const searchTerms = sampledTerms.length > 0 ? sampledTerms : ['office'];

  const people = await sql<{ n: number }>`select count(*)::int as n from person_profiles`.execute(db);
  const fixture: Fixture = {
    email,
    password,
    organisationId: target.id,
    people: people.rows[0]?.n ?? 0,
    peopleInOrganisation: target.people,
    searchTerms,
  };
  console.log(JSON.stringify(fixture));
} finally {
  await database.close();
}
