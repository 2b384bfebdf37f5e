import type { CurrentUser } from '@mobilise/contract';
import type { BrandId } from '@mobilise/tokens';

/** The user's own person profile as the session knows it; null while the user has none. */
export interface UserStateProfile {
  id: number;
  firstName: string | null;
  lastName: string | null;
  knownAs: string | null;
  avatarId: number | null;
  familyId: number | null;
  memberStatus: CurrentUser['member_status'];
}

/**
 * The client user state, what the form engine knows of the viewer (its read-only rules). Organisation lists hold organisation ids.
 */
export interface UserState {
  id: number;
  isAdmin: boolean;
  isCXMode: boolean;
  personProfile: UserStateProfile | null;
  isEducationConsultantForOrganisations: readonly number[];
  isOfficeStaffForOrganisations: readonly number[];
  mobilisedByOrganisations: readonly number[];
}

/** The user state of the signed-in user (users/me) under the brand in force. */
export const userStateOf = (user: CurrentUser, brand: BrandId): UserState => ({
  id: user.id,
  isAdmin: user.is_admin,
  isCXMode: brand === 'cx',
  personProfile:
    user.person_profile_id === null
      ? null
      : {
          id: user.person_profile_id,
          firstName: user.first_name,
          lastName: user.last_name,
          knownAs: user.known_as,
          avatarId: user.avatar_id,
          familyId: user.family_id,
          memberStatus: user.member_status,
        },
  isEducationConsultantForOrganisations: user.is_education_consultant_for,
  isOfficeStaffForOrganisations: user.is_office_staff_for,
  mobilisedByOrganisations: user.mobilised_by_organisations,
});
