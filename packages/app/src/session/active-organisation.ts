import type { CurrentUser } from '@mobilise/contract';
import { isOfficeStaffFor } from '../guards/roles.ts';

/** The page a switch happens on: only the positions page lets international-office consultants switch. */
export type SwitchPage = 'positions' | 'other';

export interface SwitchingUser {
  user: CurrentUser;
  isInternationalOfficeConsultant: boolean;
}

/**
 * Switching organisation is allowed for admins, for office staff of the target organisation, and on the
 * positions page for international-office education consultants (spec 01 §5). The server's policy says
 * the same and stays the authority.
 */
export const maySwitchOrganisation = (
  { user, isInternationalOfficeConsultant }: SwitchingUser,
  organisationId: number,
  page: SwitchPage,
): boolean =>
  isOfficeStaffFor(user, organisationId) || (page === 'positions' && isInternationalOfficeConsultant);

/**
 * The organisations the switcher offers, in the given order: every one for an admin, and for an
 * international-office consultant on the positions page; an office-staff user's own otherwise.
 */
export const switchableOrganisations = <Organisation extends { id: number }>(
  switching: SwitchingUser,
  organisations: readonly Organisation[],
  page: SwitchPage,
): Organisation[] => organisations.filter(({ id }) => maySwitchOrganisation(switching, id, page));

/**
 * The active organisation (spec 01 §6, 02 §6): the stored one while the user may still use it (an admin
 * any existing organisation, office staff one they are staff for), else the first staff organisation,
 * else the first organisation that mobilises them; an admin to whom none applies gets the first
 * organisation. Null when nothing applies (a member mobilised by no organisation).
 */
export const chooseActiveOrganisation = (
  user: CurrentUser,
  organisationIds: readonly number[],
  stored: number | null,
): number | null => {
  const mayKeepStored =
    stored !== null &&
    (user.is_office_staff_for.includes(stored) || (user.is_admin && organisationIds.includes(stored)));
  if (mayKeepStored) return stored;
  return (
    user.is_office_staff_for[0] ??
    user.mobilised_by_organisations[0] ??
    (user.is_admin ? (organisationIds[0] ?? null) : null)
  );
};
