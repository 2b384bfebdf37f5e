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
