export { organisationDashboardQueryOptions } from './dashboard.ts';
export { organisationPeopleQueryOptions, usePeopleExport } from './people.ts';
