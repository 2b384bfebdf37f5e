import { arrivingSoonDays, type OrganisationDashboard } from '@mobilise/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * An assignment `a` is the organisation's to count when its assignee is one of the organisation's
 * people, or when the organisation receives it and it is shared with them (Z9: a receiving organisation
 * sees another organisation's person only through a shared assignment).
 */
const organisationsAssignment = (organisationId: number) => sql<SqlBool>`(exists (
    select 1 from person_profile_mobilising_organisations m
    where m.person_profile_id = a.assignee_person_profile_id and m.organisation_id = ${organisationId})
  or (a.received_by_organisation_id = ${organisationId} and a.is_shared_with_receiving_organisation))`;

/**
 * A review `r` of assignment `a` is the organisation's to count when its office staff see it (the
 * reviews' Z4 rule): the organisation receives the assignment and may see it (as above), or it
 * mobilises the person and the review has been shared with it.
 */
const organisationsReview = (
  organisationId: number,
) => sql<SqlBool>`((a.received_by_organisation_id = ${organisationId}
    and ${organisationsAssignment(organisationId)})
  or (r.is_shared_with_mobilising_organisation and exists (
    select 1 from person_profile_mobilising_organisations m
    where m.person_profile_id = a.assignee_person_profile_id and m.organisation_id = ${organisationId})))`;

/**
 * The dashboard's counts for one organisation on `today` (YYYY-MM-DD), in one round trip. Each counts
 * only rows tied to the organisation itself (its people, assignments it receives and may see, leave it
 * decides, its applications), so another organisation's people never add to them (Z2).
 */
export async function dashboardCounts(
  db: Kysely<Database>,
  organisationId: number,
  today: string,
): Promise<OrganisationDashboard> {
  const { rows } = await sql<Record<keyof OrganisationDashboard, string | number>>`select
    (select count(*) from person_profile_mobilising_organisations m
      where m.organisation_id = ${organisationId}) as people,
    (select count(distinct a.assignee_person_profile_id) from assignments a
      where a.received_by_organisation_id = ${organisationId} and ${organisationsAssignment(organisationId)}
        and a.status in ('PLANNED', 'ACTIVE') and not a.is_abandoned
        and coalesce(a.confirmed_start_date, a.proposed_start_date)
          between ${today}::date and ${today}::date + ${arrivingSoonDays}::integer) as arriving_soon,
    (select count(*) from leave_requests l
      where l.organisation_id = ${organisationId} and l.status = 'AWAITING_APPROVAL' and not l.is_legacy)
      as leave_awaiting_approval,
    (select count(*) from applications ap
      where ap.organisation_id = ${organisationId} and ap.status = 'IN_PROGRESS') as applications_in_progress,
    (select count(*) from reviews r join assignments a on a.id = r.assignment_id
      where r.status = 'NOT_SUBMITTED' and r.date < ${today}::date and ${organisationsReview(organisationId)}
    ) as overdue_reviews`.execute(db);
  const row = rows[0];
  return {
    people: Number(row?.people ?? 0),
    arriving_soon: Number(row?.arriving_soon ?? 0),
    leave_awaiting_approval: Number(row?.leave_awaiting_approval ?? 0),
    applications_in_progress: Number(row?.applications_in_progress ?? 0),
    overdue_reviews: Number(row?.overdue_reviews ?? 0),
  };
}
