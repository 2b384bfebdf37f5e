import type { FamilyAction } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import {
  isInScope,
  type PersonProfileScope,
  personProfileScope,
  runsPersonsOrganisation,
  type ScopedPerson,
} from './person-profile-scope.ts';

/** A family as the scope rule sees one: the organisation it was created for, and its members. */
export interface ScopedFamily {
  id: number;
  organisationId: number | null;
  members: readonly ScopedPerson[];
}

/**
 * Whether a person scope reaches a family: all of them, one created for an organisation of the scope,
 * the actor's own, or one with a member the scope reaches. A family is no wider than its people, so
 * whoever reaches none of them and not its organisation gets a 404 (Z4), and its members outside the
 * scope are left out of what it shows (Z2).
 */
export function reachesFamily(scope: PersonProfileScope, family: ScopedFamily): boolean {
  return (
    scope.all ||
    (family.organisationId !== null && scope.organisationIds.includes(family.organisationId)) ||
    (scope.familyId !== null && family.id === scope.familyId) ||
    family.members.some((member) => isInScope(scope, member))
  );
}

/**
 * Whether the actor may edit the family: they run its organisation or one of its members' (an admin
 * runs all). A member reads their own family but does not edit it: least privilege where the spec is
 * silent.
 */
export function runsFamily(actor: Actor, family: ScopedFamily): boolean {
  const scope = personProfileScope(actor, 'write');
  return (
    scope.all ||
    (family.organisationId !== null && scope.organisationIds.includes(family.organisationId)) ||
    family.members.some((member) => runsPersonsOrganisation(actor, member))
  );
}

/** A family's user_can. */
export function familyUserCan(actor: Actor, family: ScopedFamily): FamilyAction[] {
  return runsFamily(actor, family) ? ['update'] : [];
}
