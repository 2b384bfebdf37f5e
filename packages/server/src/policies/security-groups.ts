import type { SecurityGroupRole } from '../db/schema.ts';
import type { Actor } from './actor.ts';

/** The organisation-owned records the security groups speak of. */
export type SecuredRecordKind = 'application' | 'assignment' | 'requisition' | 'vision_strategy_paper';

/** A record as the security-group rules see it: its organisation and who holds a position on it. */
export interface SecuredRecord {
  kind: SecuredRecordKind;
  organisationId: number;
  /** Person profiles holding a position on the record (R-ROLE-021). */
  positionHolderIds: readonly number[];
}

export function holdsSecurityGroup(actor: Actor, role: SecurityGroupRole, organisationId: number): boolean {
  return actor.securityGroups.some((group) => group.role === role && group.organisationId === organisationId);
}

/** Admins, office staff of the organisation and its senior leadership run everything of it (R-ROLE-014). */
function runsOrganisation(actor: Actor, organisationId: number): boolean {
  return (
    actor.isAdmin ||
    actor.officeStaffFor.includes(organisationId) ||
    holdsSecurityGroup(actor, 'senior-leadership', organisationId)
  );
}

/**
 * Whether the actor may see and work on a record. Leadership has every application and assignment
 * of its organisation (R-ROLE-017); management has requisitions and papers of its organisation
 * (R-ROLE-020) and any record it holds a position on (R-ROLE-021).
 */
export function canAccessRecord(actor: Actor, record: SecuredRecord): boolean {
  const { kind, organisationId } = record;
  if (runsOrganisation(actor, organisationId)) {
    return true;
  }
  if (
    (kind === 'application' || kind === 'assignment') &&
    holdsSecurityGroup(actor, 'leadership', organisationId)
  ) {
    return true;
  }
  if (
    (kind === 'requisition' || kind === 'vision_strategy_paper') &&
    holdsSecurityGroup(actor, 'management', organisationId)
  ) {
    return true;
  }
  return (
    actor.personProfileId !== null &&
    holdsSecurityGroup(actor, 'management', organisationId) &&
    record.positionHolderIds.includes(actor.personProfileId)
  );
}

/** Creating requisitions and vision strategy papers (R-ROLE-020). */
export function canCreateRequisitionsAndPapers(actor: Actor, organisationId: number): boolean {
  return runsOrganisation(actor, organisationId) || holdsSecurityGroup(actor, 'management', organisationId);
}

/**
 * Editing requisitions and vision strategy papers and moving a requisition's availability: who runs the
 * organisation. Management creates and views them (R-ROLE-020), no more.
 */
export function canChangeRequisitionsAndPapers(actor: Actor, organisationId: number): boolean {
  return runsOrganisation(actor, organisationId);
}

/** Appointing applicants: not leadership (R-ROLE-018), nor management. */
export function canAppoint(actor: Actor, organisationId: number): boolean {
  return runsOrganisation(actor, organisationId);
}

/** Giving people security groups (permission levels) of an organisation: admins and its senior leadership (R-ROLE-015). */
export function canAssignPermissionLevels(actor: Actor, organisationId: number): boolean {
  return actor.isAdmin || holdsSecurityGroup(actor, 'senior-leadership', organisationId);
}

/**
 * The people who act as the organisation's REO and candidate directors (R-ROLE-016): its senior
 * leadership, from the members of the security groups (person profile id and role per organisation).
 */
export function reoAndCandidateDirectors(
  members: readonly { personProfileId: number; organisationId: number; role: SecurityGroupRole }[],
  organisationId: number,
): number[] {
  return members
    .filter((member) => member.organisationId === organisationId && member.role === 'senior-leadership')
    .map((member) => member.personProfileId);
}
