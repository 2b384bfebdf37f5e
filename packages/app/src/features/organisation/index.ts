export {
  organisationDashboardQueryOptions,
  organisationPeopleQueryOptions,
  usePeopleExport,
} from './api/index.ts';
export { type PeopleFilters, peopleFiltersOf } from './people-filters.ts';
export { useOrganisationParam } from './useOrganisationParam.ts';
export { organisationNamespace, useOrganisationTranslation } from './useOrganisationTranslation.ts';
export { usePeopleFilters } from './usePeopleFilters.ts';
