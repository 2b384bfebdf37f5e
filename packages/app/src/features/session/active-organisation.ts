import { type CurrentUser, maySwitchActiveOrganisation, type SwitchPage } from '@mobilise/contract';

export type { SwitchPage } from '@mobilise/contract';

export interface SwitchingUser {
  user: CurrentUser;
  isInternationalOfficeConsultant: boolean;
}

/** The contract's switching rule, asked with what the users/me answer says of the user. */
export const maySwitchOrganisation = (
  { user, isInternationalOfficeConsultant }: SwitchingUser,
  organisationId: number,
  page: SwitchPage,
): boolean =>
  maySwitchActiveOrganisation(
    { isAdmin: user.is_admin, officeStaffFor: user.is_office_staff_for, isInternationalOfficeConsultant },
    organisationId,
    page,
  );

/**
 * The organisations the switcher offers, in the given order: every one for an admin, and for an
 * international-office consultant on the positions page; an office-staff user's own otherwise.
 */
export const switchableOrganisations = <Organisation extends { id: number }>(
  switching: SwitchingUser,
  organisations: readonly Organisation[],
  page: SwitchPage,
): Organisation[] => organisations.filter(({ id }) => maySwitchOrganisation(switching, id, page));
