// Free of zod: the app picks the active organisation before any schema is loaded, and the server's
// policies ask the same function, so the two can never choose differently.

/** The roles that decide a user's active organisation, whatever shape the caller keeps them in. */
export interface ActiveOrganisationRoles {
  isAdmin: boolean;
  /** The organisations the user is office staff for, in the order the first one is preferred. */
  officeStaffFor: readonly number[];
  /** The organisations that mobilise the user, in the order the first one is preferred. */
  mobilisedBy: readonly number[];
}

export interface ActiveOrganisationInput {
  /** Every existing organisation, in the order the first one is preferred. */
  organisationIds: readonly number[];
  /** The organisation stored from an earlier visit or switch, null when none is. */
  stored: number | null;
}

/**
 * The active organisation when the user has not just switched: the stored one while the user may still
 * use it, else their first staff organisation, else the first organisation that mobilises them, else for
 * an admin the first organisation. Null when none applies (a member mobilised by no organisation, an
 * applicant, an education consultant who is neither staff nor mobilised).
 *
 * An admin keeps a stored organisation only while it exists: admins see every organisation, so one that
 * is not among them (deleted since it was stored, or a stale id) is not theirs to land on. Office staff
 * keep it only while they are staff for it; a member never keeps it, as the first mobilising
 * organisation always wins for them.
 */
export function chooseActiveOrganisation(
  roles: ActiveOrganisationRoles,
  { organisationIds, stored }: ActiveOrganisationInput,
): number | null {
  const mayKeepStored =
    stored !== null &&
    (roles.officeStaffFor.includes(stored) || (roles.isAdmin && organisationIds.includes(stored)));
  if (mayKeepStored) {
    return stored;
  }
  return (
    roles.officeStaffFor[0] ?? roles.mobilisedBy[0] ?? (roles.isAdmin ? (organisationIds[0] ?? null) : null)
  );
}

/** The page a switch happens on: only the positions page lets international-office consultants switch. */
export type SwitchPage = 'positions' | 'other';

/** The roles that decide to which organisations a user may switch. */
export interface SwitchingRoles {
  isAdmin: boolean;
  officeStaffFor: readonly number[];
  /** An education consultant of the international office, who oversees positions everywhere. */
  isInternationalOfficeConsultant: boolean;
}

/**
 * Whether a user may make `organisationId` their active organisation: admins may pick any, office staff
 * one they are staff for, and international-office education consultants any, but only on the positions
 * page, where they assign people across organisations. The browser offers only these; the server's
 * policies ask the same function and stay the authority.
 */
export function maySwitchActiveOrganisation(
  roles: SwitchingRoles,
  organisationId: number,
  page: SwitchPage,
): boolean {
  return (
    roles.isAdmin ||
    roles.officeStaffFor.includes(organisationId) ||
    (page === 'positions' && roles.isInternationalOfficeConsultant)
  );
}
