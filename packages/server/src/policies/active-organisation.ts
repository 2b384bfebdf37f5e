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
