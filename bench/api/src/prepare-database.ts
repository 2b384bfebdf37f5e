// Run by main.ts as its own process, against DATA_DIR or DATABASE_URL, after the demo seed and the people
// generator: adds requisitions and vision and strategy papers in proportion to the people, vacuums and
// gathers planner statistics, finds the demo office staff member the bench signs in as, and samples
// search terms from the people their organisation mobilises and from the opportunities' words. Prints
// the fixture as JSON on its last line.
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import type { Database } from '@mobilise/server/src/db/schema.ts';
import { demoAccounts, demoPassword } from '@mobilise/server/src/db/seed/demo-accounts.ts';
import { type Kysely, sql } from 'kysely';
import { officeSample } from './office-sample.ts';

export interface Fixture {
  email: string;
  password: string;
  organisationId: number;
  people: number;
  /** The people the office staff member's organisation mobilises. */
  peopleInOrganisation: number;
  searchTerms: string[];
  /** What the header's global search is asked: the people terms and opportunity words in turn. */
  globalSearchTerms: string[];
  requisitions: number;
  papers: number;
}

/** One requisition for every 20 people and one paper for every 100, as an organisation's history holds. */
const requisitionsPerPerson = 1 / 20;
const papersPerPerson = 1 / 100;
const roles = ['Teacher', 'Nurse', 'Pastor', 'Engineer', 'Accountant', 'Pilot', 'Doctor', 'Translator'];
const places = ['Nairobi', 'São Paulo', 'Genève', 'Málaga', 'Kraków', 'Chișinău', 'Lima', 'Dakar', 'Hanoi'];
const themes = ['Education', 'Health', 'Church planting', 'Media', 'Water', 'Leadership', 'Youth'];
/** The opportunity words as office staff type them: lower case, some without their accents. */
const opportunityTerms = [
  'teacher',
  'nurse',
  'sao paulo',
  'geneve',
  'málaga',
  'krakow',
  'pilot',
  'health',
  'youth',
  'dakar',
];

/**
 * Requisitions and papers spread over the organisations and three years of updates, titled from the
 * word lists (a fifth of the requisitions filled or retracted), so that the global search's two lists
 * search and sort a realistic number of rows.
 */
async function addOpportunities(db: Kysely<Database>, people: number) {
  const list = (words: string[]) => sql`array[${sql.join(words)}]::text[]`;
  const requisitions = Math.round(people * requisitionsPerPerson);
  const papers = Math.round(people * papersPerPerson);
  await sql`insert into requisitions (organisation_id, title, description, availability, last_updated)
    select o.ids[1 + g % cardinality(o.ids)],
      r.words[1 + g % cardinality(r.words)] || ' in ' || p.words[1 + (g / 7) % cardinality(p.words)],
      'Serve with the ' || t.words[1 + g % cardinality(t.words)] || ' team',
      (array['OPEN', 'OPEN', 'OPEN', 'OPEN', 'FULFILLED', 'OPEN', 'OPEN', 'OPEN', 'OPEN', 'RETRACTED'])[1 + g % 10],
      now() - (g % 1096) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(1, ${requisitions}) g,
      (select array_agg(id order by id) as ids from organisations) o,
      (select ${list(roles)} as words) r, (select ${list(places)} as words) p, (select ${list(themes)} as words) t
  `.execute(db);
  await sql`insert into vision_strategy_papers (organisation_id, title, summary, last_updated)
    select o.ids[1 + g % cardinality(o.ids)],
      t.words[1 + g % cardinality(t.words)] || ' strategy for ' || p.words[1 + (g / 5) % cardinality(p.words)],
      'Where we go next in ' || p.words[1 + g % cardinality(p.words)],
      now() - (g % 1096) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(1, ${papers}) g,
      (select array_agg(id order by id) as ids from organisations) o,
      (select ${list(places)} as words) p, (select ${list(themes)} as words) t
  `.execute(db);
  return { requisitions, papers };
}

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  const people = await sql<{ n: number }>`select count(*)::int as n from person_profiles`.execute(db);
  const peopleCount = people.rows[0]?.n ?? 0;
  const opportunities = await addOpportunities(db, peopleCount);
  // Visibility map and planner statistics for every table the generator filled, as PostgreSQL's
  // autovacuum would make within a minute of the load (PGlite has no autovacuum: see RESULTS.md).
  await sql`vacuum analyze`.execute(db);
  const { organisationId, peopleInOrganisation, searchTerms } = await officeSample(db);

  const fixture: Fixture = {
    email: demoAccounts.office,
    password: demoPassword,
    organisationId,
    people: peopleCount,
    peopleInOrganisation,
    searchTerms,
    globalSearchTerms: searchTerms.flatMap((term, index) =>
      index % 2 === 0 ? [term, opportunityTerms[(index / 2) % opportunityTerms.length] as string] : [term],
    ),
    ...opportunities,
  };
  console.log(JSON.stringify(fixture));
} finally {
  await database.close();
}
