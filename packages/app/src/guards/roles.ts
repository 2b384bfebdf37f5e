import type { CapabilityMap, CapabilityName, CurrentUser } from '@mobilise/contract';

/**
 * Office staff status for one organisation. An admin counts as office staff everywhere: admins see
 * every organisation, and the organisation area is gated on office staff status.
 */
export const isOfficeStaffFor = (user: CurrentUser, organisationId: number | null): boolean =>
  organisationId !== null && (user.is_admin || user.is_office_staff_for.includes(organisationId));

/** Office staff of at least one organisation (or an admin). */
export const isOfficeStaff = (user: CurrentUser): boolean =>
  user.is_admin || user.is_office_staff_for.length > 0;

/** A capability that holds for at least one organisation. */
export const hasCapabilityAnywhere = (map: CapabilityMap, name: CapabilityName): boolean => {
  const scope = map[name];
  return scope === '*' || (scope?.length ?? 0) > 0;
};
