import { type CapabilityMap, type CurrentUser, capabilityNames } from '@mobilise/contract';
import type { CurrentUserRow } from './repository.ts';

/** The organisations a user works with, by role; empty until memberships and roles exist (issue 5). */
export interface UserOrganisations {
  isOfficeStaffFor: number[];
  mobilisedBy: number[];
  isEducationConsultantFor: number[];
}

export const noOrganisations: UserOrganisations = {
  isOfficeStaffFor: [],
  mobilisedBy: [],
  isEducationConsultantFor: [],
};

/**
 * The capability map of spec 01 §6. A system admin holds every capability for every organisation;
 * the per-organisation grants of security groups come with roles and scoping.
 */
export function capabilitiesOf(user: { is_admin: boolean }): CapabilityMap {
  return user.is_admin ? Object.fromEntries(capabilityNames.map((name) => [name, '*' as const])) : {};
}

/**
 * The My AIM onboarding (spec 01 §4) is for members mobilised by an organisation, until they complete
 * it (PUT users/me/complete-onboarding).
 */
export function requiresOnboarding(
  user: { onboarding_completed_at: Date | null },
  organisations: UserOrganisations,
) {
  return user.onboarding_completed_at === null && organisations.mobilisedBy.length > 0;
}

/**
 * The current user of spec 01 §3. Honest about what does not exist yet: avatar_id and family_id are
 * null until assets and families do; the organisation lists are empty until memberships do.
 */
export function currentUserOf(row: CurrentUserRow, organisations: UserOrganisations): CurrentUser {
  return {
    id: row.id,
    is_admin: row.is_admin,
    is_office_staff_for: organisations.isOfficeStaffFor,
    mobilised_by_organisations: organisations.mobilisedBy,
    is_education_consultant_for: organisations.isEducationConsultantFor,
    user_can: capabilitiesOf(row),
    first_name: row.first_name,
    last_name: row.last_name,
    person_profile_id: row.person_profile_id,
    avatar_id: null,
    known_as: row.known_as,
    language: row.language,
    member_status: row.member_status,
    family_id: null,
    is_creative_access: row.is_creative_access,
    requires_onboarding: requiresOnboarding(row, organisations),
  };
}
