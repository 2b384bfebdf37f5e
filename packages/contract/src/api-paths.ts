// Where the API is: free of zod, so that any page can build a call without the schemas.
export const addressesPath = '/api/addresses';
export const applicationsPath = '/api/applications';
export const assetsPath = '/private/api/assets';
/** Where a file downloads from (spec 02 §2); `assetable_type` and `assetable_id` may follow as a query. */
export const assetDownloadPath = (id: number) => `/assets/${id}`;
export const assignmentsPath = '/api/assignments';
export const educationPlansPath = '/api/education-plans';
export const familiesPath = '/api/families';
export const membershipsPath = '/api/memberships';
export const personProfilesPath = '/api/person-profiles';
/** The position assignments a person holds that the caller may reassign (reassign responsibilities). */
export const personResponsibilitiesPath = (personProfileId: number) =>
  `/api/person-profiles/${personProfileId}/responsibilities`;
/** Sends a person without an account the mail with their register link. */
export const personProfileInvitePath = (personProfileId: number) =>
  `/api/person-profiles/${personProfileId}/invite`;
/** The CSV of the people list; it takes the list's filters and sort. */
export const personProfilesExportPath = '/api/person-profiles/export.csv';
/** The counts of an organisation's dashboard. */
export const organisationDashboardPath = (organisationId: number) =>
  `/api/organisations/${organisationId}/dashboard`;
/** The security groups a person belongs to in an organisation (security-group onboarding). */
export const personSecurityGroupsPath = (organisationId: number, personProfileId: number) =>
  `/api/organisations/${organisationId}/person-profiles/${personProfileId}/security-groups`;
export const requisitionsPath = '/api/requisitions';
export const visionStrategyPapersPath = '/api/vision-strategy-papers';
export const teamsPath = '/api/teams';
export const unitsPath = '/api/units';
