import type { CurrentUserResponse } from '@mobilise/contract';
import { type CapabilityName, hasCapability, type Organisation } from '@mobilise/contract';

/** The organisations where the user holds a capability: where they may create a team, unit or place. */
export const organisationsWith = (
  user: CurrentUserResponse | null,
  capability: CapabilityName,
  organisations: readonly Organisation[],
): Organisation[] =>
  user === null ? [] : organisations.filter(({ id }) => hasCapability(user.user_can, capability, id));

/**
 * Whether the user runs an organisation's teams and units (its office staff, an admin, or a holder of
 * manage_teams or manage_units there): they alone see and write the private notes, as the server sends
 * the notes to them only.
 */
export const runsTeamsOf = (user: CurrentUserResponse | null, organisationId: number | null): boolean =>
  user !== null &&
  organisationId !== null &&
  (user.is_admin ||
    user.is_office_staff_for.includes(organisationId) ||
    hasCapability(user.user_can, 'manage_teams', organisationId) ||
    hasCapability(user.user_can, 'manage_units', organisationId));
