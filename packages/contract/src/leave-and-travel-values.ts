// The values of a leave request's and a travel plan's fields, as plain lists: zod-free, so that the leave
// and travel pages can offer them as filters and show them without loading the schemas, which build their
// enums from these same lists.

/** Leave request status; travel plans share it. */
export const leaveRequestStatuses = ['AWAITING_APPROVAL', 'APPROVED', 'REJECTED'] as const;

/** Leave types; only EXTRAORDINARY has sub types. */
export const leaveTypes = [
  'HOME',
  'HOME_ASSIGNMENT',
  'ADMINISTRATIVE',
  'ABSENCE',
  'STUDY',
  'HARDSHIP',
  'EXTRAORDINARY',
  'PROFESSIONAL',
  'ANNUAL',
] as const;

/** The sub types of EXTRAORDINARY leave. */
export const extraordinaryLeaveSubTypes = [
  'COMPASSIONATE',
  'MARRIAGE',
  'POLITICAL_EVACUATION',
  'FAMILY_REASON',
  'SICKNESS_OR_MEDICAL',
  'MISSION_BUSINESS',
] as const;

/** Travel types. */
export const travelTypes = [
  'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE',
  'TRAVEL_WITHIN_COUNTRY_OF_SERVICE',
  'TRAVEL_TO_ANOTHER_ORGANISATION',
] as const;

/** The orders of the leave and travel lists: by departure (soonest first, or latest first), or last change. */
export const leaveAndTravelSorts = ['departure', '-departure', '-updated'] as const;
export type LeaveAndTravelSort = (typeof leaveAndTravelSorts)[number];
