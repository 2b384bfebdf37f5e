import { describe, expect, it } from 'vitest';
import { memberUser } from '../../guards/session-fixture.ts';
import { userStateOf } from './user-state.ts';

describe('the client user state', () => {
  it('R-ENTITY-026 has id, isAdmin, isCXMode, personProfile, isEducationConsultantForOrganisations, isOfficeStaffForOrganisations and mobilisedByOrganisations', () => {
    const user = {
      ...memberUser,
      is_office_staff_for: [3],
      is_education_consultant_for: [7],
      mobilised_by_organisations: [3, 7],
      family_id: 5,
    };
    expect(userStateOf(user, 'default')).toEqual({
      id: 1,
      isAdmin: false,
      isCXMode: false,
      personProfile: {
        id: 11,
        firstName: 'Ama',
        lastName: 'Mensah',
        knownAs: null,
        avatarId: null,
        familyId: 5,
        memberStatus: 'ACTIVE',
      },
      isEducationConsultantForOrganisations: [7],
      isOfficeStaffForOrganisations: [3],
      mobilisedByOrganisations: [3, 7],
    });
  });

  it('is in CX mode under the CX brand, and has no person profile while the user has none', () => {
    const state = userStateOf({ ...memberUser, is_admin: true, person_profile_id: null }, 'cx');
    expect(state).toMatchObject({ isAdmin: true, isCXMode: true, personProfile: null });
  });
});
