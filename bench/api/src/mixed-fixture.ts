// Run by mixed-run.ts as its own process against DATA_DIR or DATABASE_URL, after seed-bench-database.ts
// and before the server starts (PGlite opens its folder in one process at a time): picks the people the
// mixed load writes to, as office staff of `--organisation` reach them. Prints them as JSON on its last line.
import { parseArgs } from 'node:util';
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import { sql } from 'kysely';

export interface MixedFixture {
  /** One profile per connection: each simulated user autosaves their own person's profile. */
  autosavePeople: number[];
  /**
   * People whose leave the office staff member both asks for and decides: the organisation mobilises
   * them first, no active assignment gives the decision to another one, and none has an account (so
   * none is the staff member: nobody decides their own leave).
   */
  leavePeople: number[];
}

const { values } = parseArgs({
  options: { organisation: { type: 'string' }, people: { type: 'string' } },
});
const organisationId = Number(values.organisation);
const wanted = Number(values.people);

const database = await openDatabase(loadConfig());
try {
  const { rows } = await sql<{ id: number }>`
    select m.person_profile_id as id
    from person_profile_mobilising_organisations m
    where m.organisation_id = ${organisationId}
      and m.position = (select min(f.position) from person_profile_mobilising_organisations f
        where f.person_profile_id = m.person_profile_id)
      and not exists (select 1 from person_profiles p where p.id = m.person_profile_id
        and p.user_id is not null)
      and not exists (select 1 from assignments a where a.assignee_person_profile_id = m.person_profile_id
        and a.status = 'ACTIVE' and not a.is_abandoned)
    order by md5(m.person_profile_id::text)
    limit ${2 * wanted}`.execute(database.db);
  const ids = rows.map((row) => Number(row.id));
  if (ids.length < 2 * wanted) {
    throw new Error(
      `Only ${ids.length} people of organisation ${organisationId} to write to, ${2 * wanted} wanted`,
    );
  }
  const fixture: MixedFixture = { autosavePeople: ids.slice(0, wanted), leavePeople: ids.slice(wanted) };
  console.log(JSON.stringify(fixture));
} finally {
  await database.close();
}
