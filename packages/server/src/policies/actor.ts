import { type Kysely, sql } from 'kysely';
import type { Database, SecurityGroupRole } from '../db/schema.ts';

/** A security group a person holds for one organisation. */
export interface SecurityGroupMembership {
  organisationId: number;
  role: SecurityGroupRole;
}

/**
 * Who is asking, with every role the policies look at. Loaded once per request; everything the policies
 * decide is a pure function of it.
 */
export interface Actor {
  userId: number;
  /** Null for a user without a person profile (a first admin). */
  personProfileId: number | null;
  /** The family of the actor's person profile, whose members they may read (Z6). */
  familyId: number | null;
  isAdmin: boolean;
  officeStaffFor: number[];
  /** In order: the first is a member's active organisation. */
  mobilisedBy: number[];
  educationConsultantFor: number[];
  /** An education consultant of an international-office organisation (all organisations on the positions page). */
  isInternationalOfficeConsultant: boolean;
  securityGroups: SecurityGroupMembership[];
}

/**
 * Users `u` with their person profile `p` and every column of their actor: each role list is a subquery
 * aggregated to JSON, which both engines read as numbers. A caller that needs more of the user or the
 * profile (users/me) selects it in the same round trip.
 */
export function selectActors(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('person_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id as user_id',
      'u.is_admin',
      'p.id as person_profile_id',
      'p.family_id',
      sql<number[]>`coalesce(
        (select json_agg(s.organisation_id order by s.organisation_id) from office_staff s where s.user_id = u.id),
        '[]'
      )`.as('office_staff_for'),
      sql<number[]>`coalesce(
        (select json_agg(m.organisation_id order by m.position, m.organisation_id)
           from person_profile_mobilising_organisations m where m.person_profile_id = p.id),
        '[]'
      )`.as('mobilised_by'),
      sql<number[]>`coalesce(
        (select json_agg(c.organisation_id order by c.organisation_id)
           from education_consultants c where c.user_id = u.id),
        '[]'
      )`.as('education_consultant_for'),
      sql<boolean>`exists (
        select 1 from education_consultants c join organisations o on o.id = c.organisation_id
         where c.user_id = u.id and o.is_international_office
      )`.as('is_international_office_consultant'),
      sql<SecurityGroupMembership[]>`coalesce(
        (select json_agg(json_build_object('organisationId', g.organisation_id, 'role', sg.role)
                         order by g.organisation_id, sg.role)
           from security_group_members g join security_groups sg on sg.id = g.security_group_id
          where g.person_profile_id = p.id),
        '[]'
      )`.as('security_groups'),
    ]);
}

type ActorRow = Awaited<ReturnType<ReturnType<typeof selectActors>['executeTakeFirstOrThrow']>>;

/** The actor of a row of selectActors. */
export function actorOf(row: ActorRow): Actor {
  return {
    userId: row.user_id,
    personProfileId: row.person_profile_id,
    familyId: row.family_id,
    isAdmin: row.is_admin,
    officeStaffFor: row.office_staff_for,
    mobilisedBy: row.mobilised_by,
    educationConsultantFor: row.education_consultant_for,
    isInternationalOfficeConsultant: row.is_international_office_consultant,
    securityGroups: row.security_groups,
  };
}
