export { type OrganisationAssignmentList, organisationAssignmentsQueryOptions } from './assignments.ts';
export { organisationDashboardQueryOptions } from './dashboard.ts';
export { organisationPeopleQueryOptions, usePeopleExport } from './people.ts';
