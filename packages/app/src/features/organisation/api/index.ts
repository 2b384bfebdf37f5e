export { organisationDashboardKeys, organisationDashboardQueryOptions } from './dashboard.ts';
export { organisationPeopleKeys, organisationPeopleQueryOptions, peopleExportHref } from './people.ts';
