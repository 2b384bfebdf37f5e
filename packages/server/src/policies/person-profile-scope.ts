import type { PersonProfileAction } from '@mobilise/contract';
import type { Actor } from './actor.ts';

/** Reading a person, or changing one. */
export type PersonProfileAccess = 'read' | 'write';

/**
 * Which person profiles an actor reaches: every one, or those mobilised by some organisations, plus
 * their own and (for reads) their family's. Lists turn it into a WHERE clause, single records into a
 * check; out of scope is a 404.
 */
export type PersonProfileScope =
  | { all: true }
  | {
      all: false;
      organisationIds: number[];
      selfId: number | null;
      familyId: number | null;
    };

/** A person as the scope rule sees one. */
export interface ScopedPerson {
  id: number;
  familyId: number | null;
  mobilisedBy: readonly number[];
}

/**
 * The person-profile scope: an admin reaches everyone; office staff and senior leadership
 * reach the people their organisations mobilise (R-ROLE-014); everyone reaches themself, and reads
 * their own family's members (Z6). Education consultants and leadership reach people through education
 * plans, applications and assignments only, so they get no person scope of their own: least privilege
 * where the spec is silent.
 */
export function personProfileScope(actor: Actor, access: PersonProfileAccess): PersonProfileScope {
  if (actor.isAdmin) {
    return { all: true };
  }
  const organisationIds = new Set(actor.officeStaffFor);
  for (const group of actor.securityGroups) {
    if (group.role === 'senior-leadership') {
      organisationIds.add(group.organisationId);
    }
  }
  return {
    all: false,
    organisationIds: [...organisationIds].sort((a, b) => a - b),
    selfId: actor.personProfileId,
    familyId: access === 'read' ? actor.familyId : null,
  };
}

export function isInScope(scope: PersonProfileScope, person: ScopedPerson): boolean {
  return (
    scope.all ||
    person.id === scope.selfId ||
    (scope.familyId !== null && person.familyId === scope.familyId) ||
    person.mobilisedBy.some((organisationId) => scope.organisationIds.includes(organisationId))
  );
}

/** The organisations an actor reaches education plans for (Z11): admins all, else staff and consultant ones. */
export function educationPlanOrganisations(actor: Actor): '*' | number[] {
  if (actor.isAdmin) {
    return '*';
  }
  return [...new Set([...actor.officeStaffFor, ...actor.educationConsultantFor])].sort((a, b) => a - b);
}

/** A profile's user_can: `update` for those whose write scope holds it. */
export function personProfileUserCan(actor: Actor, person: ScopedPerson): PersonProfileAction[] {
  return isInScope(personProfileScope(actor, 'write'), person) ? ['update'] : [];
}

/**
 * Whether the actor runs one of the person's organisations (an admin runs all): what lets them write
 * the person's organisations, status and other office fields (Z10).
 */
export function runsPersonsOrganisation(actor: Actor, person: ScopedPerson): boolean {
  const scope = personProfileScope(actor, 'write');
  return (
    scope.all || person.mobilisedBy.some((organisationId) => scope.organisationIds.includes(organisationId))
  );
}
