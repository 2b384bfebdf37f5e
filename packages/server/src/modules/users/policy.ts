import type { CurrentUser } from '@mobilise/contract';
import type { Actor } from '../../policies/actor.ts';
import { capabilities } from '../../policies/capabilities.ts';
import type { CurrentUserRow } from './repository.ts';

/**
 * The My AIM onboarding is for members mobilised by an organisation, until they complete
 * it (PUT users/me/complete-onboarding).
 */
export function requiresOnboarding(
  user: { onboarding_completed_at: Date | null },
  actor: Pick<Actor, 'mobilisedBy'>,
) {
  return user.onboarding_completed_at === null && actor.mobilisedBy.length > 0;
}

/** The current user: the profile's fields from the row, the roles from the actor. */
export function currentUserOf(row: CurrentUserRow, actor: Actor): CurrentUser {
  return {
    id: row.id,
    is_admin: actor.isAdmin,
    is_office_staff_for: actor.officeStaffFor,
    mobilised_by_organisations: actor.mobilisedBy,
    is_education_consultant_for: actor.educationConsultantFor,
    user_can: capabilities(actor),
    first_name: row.first_name,
    last_name: row.last_name,
    person_profile_id: row.person_profile_id,
    avatar_id: row.avatar_id,
    known_as: row.known_as,
    language: row.language,
    member_status: row.member_status,
    family_id: row.family_id,
    is_creative_access: row.is_creative_access,
    requires_onboarding: requiresOnboarding(row, actor),
  };
}
