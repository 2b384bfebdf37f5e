import type { Actor } from './actor.ts';

/** The page the switch happens on: only the positions page lets international-office consultants switch. */
export type SwitchPage = 'positions' | 'other';

/**
 * Switching the active organisation (spec 01 §5): admins to any, office staff to one they are staff
 * for, and international-office education consultants to any, on the positions page only.
 */
export function canSwitchActiveOrganisation(actor: Actor, organisationId: number, page: SwitchPage): boolean {
  return (
    actor.isAdmin ||
    actor.officeStaffFor.includes(organisationId) ||
    (page === 'positions' && actor.isInternationalOfficeConsultant)
  );
}

/**
 * The active organisation when the user has not switched (spec 01 §6, 02 §6): the stored one while the
 * user may still use it (an admin any, office staff their own), else the first staff organisation, else
 * the first organisation that mobilises them; an admin to whom none applies gets the first organisation.
 */
export function activeOrganisation(
  actor: Actor,
  { stored, firstOrganisationId }: { stored: number | null; firstOrganisationId: number | null },
): number | null {
  if (stored !== null && canSwitchActiveOrganisation(actor, stored, 'other')) {
    return stored;
  }
  return actor.officeStaffFor[0] ?? actor.mobilisedBy[0] ?? (actor.isAdmin ? firstOrganisationId : null);
}
