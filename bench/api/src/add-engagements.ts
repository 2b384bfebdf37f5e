// Run by report-run.ts as its own process, against DATABASE_URL or DATA_DIR, after the people generator
// (which makes people and their organisations only): gives every person who has no membership yet the
// memberships and assignments an organisation's history holds, so that the ABO report has its rows.
import { loadConfig } from '@mobilise/server/src/config.ts';
import { openDatabase } from '@mobilise/server/src/db/database.ts';
import { sql } from 'kysely';

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  // One membership each, in their home organisation: full-term for those flagged so, short-term for the
  // rest; one in five of them ended within the last three years.
  const memberships = await sql`
    insert into memberships (person_profile_id, organisation_id, type, starts_from, end_date)
    select p.id, mo.organisation_id,
      case when p.is_full_term_member then 'FULL_TERM' else 'SHORT_TERM' end,
      date '2010-01-01' + (p.id % 5000)::int,
      case when p.id % 5 = 0 then current_date - 1 - (p.id % 1000)::int end
    from person_profiles p
    join person_profile_mobilising_organisations mo on mo.person_profile_id = p.id and mo.position = 0
    where not exists (select 1 from memberships m where m.person_profile_id = p.id)`.execute(db);
  // Every third of those members on an active assignment received by their organisation, every
  // seventh on one that has ended.
  const assignments = await sql`
    insert into assignments (assignee_person_profile_id, received_by_organisation_id, status, country,
      associated_with_title, proposed_start_date, proposed_end_date)
    select m.person_profile_id, m.organisation_id,
      case when m.person_profile_id % 3 = 0 then 'ACTIVE' else 'ENDED' end,
      (array['KE', 'TZ', 'UG', 'MZ', 'BR', 'PE'])[1 + m.person_profile_id % 6],
      (array['Teacher', 'Nurse', 'Pastor', 'Engineer', 'Pilot'])[1 + m.person_profile_id % 5] || ' posting',
      case when m.person_profile_id % 3 = 0 then date '2020-01-01' else date '2012-01-01' end
        + (m.person_profile_id % 1500)::int,
      case when m.person_profile_id % 3 = 0 then date '2028-01-01' + (m.person_profile_id % 1000)::int
        else date '2012-01-01' + (m.person_profile_id % 1500)::int + 1000 end
    from memberships m
    where (m.person_profile_id % 3 = 0 or m.person_profile_id % 7 = 0)
      and not exists (select 1 from assignments a where a.assignee_person_profile_id = m.person_profile_id)`.execute(
    db,
  );
  console.log(
    `Added ${memberships.numAffectedRows ?? 0} memberships and ${assignments.numAffectedRows ?? 0} assignments.`,
  );
} finally {
  await database.close();
}
