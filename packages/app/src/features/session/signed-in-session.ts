import { type CurrentUserResponse, chooseActiveOrganisation, type Organisation } from '@mobilise/contract';
import type { SignedInSession } from '../../guards/guard.ts';

/**
 * What the guards and menus know about the signed-in user. The contract has no marker for an
 * international-office organisation yet, so no one counts as its consultant; the My AIM onboarding runs
 * while the server says the user still requires it.
 */
export const signedInSessionOf = (
  user: CurrentUserResponse,
  organisations: readonly Pick<Organisation, 'id'>[],
  storedOrganisationId: number | null,
): SignedInSession => ({
  user,
  metadata: user.page_metadata,
  activeOrganisationId: chooseActiveOrganisation(
    {
      isAdmin: user.is_admin,
      officeStaffFor: user.is_office_staff_for,
      mobilisedBy: user.mobilised_by_organisations,
    },
    { organisationIds: organisations.map(({ id }) => id), stored: storedOrganisationId },
  ),
  onboardingRunning: user.requires_onboarding,
  isInternationalOfficeConsultant: false,
});
