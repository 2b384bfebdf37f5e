// The values of teams, units and geolocations, as plain lists and numbers: zod-free, so that the
// opportunities pages can offer them and check a coordinate without loading the schemas, which build
// their enums and bounds from these.

/** Team status (R-STATE-026): a DRAFT team is being prepared, a PUBLISHED one is shown as open to serve in. */
export const teamStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type TeamStatus = (typeof teamStatuses)[number];

/** What a caller may do to a team now (its `user_can`); each is offered exactly when the call would succeed. */
export const teamActions = ['update', 'publish', 'unpublish', 'archive', 'unarchive'] as const;
export type TeamAction = (typeof teamActions)[number];

/** What a caller may do to a unit now (its `user_can`). Units have no status, so no publishing. */
export const unitActions = ['update', 'archive', 'unarchive'] as const;
export type UnitAction = (typeof unitActions)[number];

/** What a caller may do to a geolocation now (its `user_can`). */
export const geolocationActions = ['update'] as const;
export type GeolocationAction = (typeof geolocationActions)[number];

/**
 * How long the browser keeps the teams and units lists, in seconds (R-CONST-003): the lists answer with
 * `Cache-Control: private, max-age=60`.
 */
export const teamAndUnitListMaxAgeSeconds = 60;

/** The range of a geolocation's latitude and longitude, in degrees (WGS 84). */
export const latitudeRange = { min: -90, max: 90 } as const;
export const longitudeRange = { min: -180, max: 180 } as const;
