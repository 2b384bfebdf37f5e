export { organisationDashboardKeys, organisationDashboardQueryOptions } from './dashboard.ts';
export { organisationPeopleKeys, organisationPeopleQueryOptions, usePeopleExport } from './people.ts';
