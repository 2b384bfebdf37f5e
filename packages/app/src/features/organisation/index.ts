export {
  type OrganisationAssignmentList,
  organisationAssignmentsQueryOptions,
  organisationDashboardQueryOptions,
  organisationPeopleQueryOptions,
  usePeopleExport,
} from './api/index.ts';
export { PeopleExportAlert } from './PeopleExportAlert.tsx';
export { PeopleSearch } from './PeopleSearch.tsx';
export { defaultPeopleFilters, type PeopleFilters, peopleFiltersOf } from './people-filters.ts';
export { useDownloadProblemMessage } from './useDownloadProblemMessage.ts';
export { useOrganisationParam } from './useOrganisationParam.ts';
export { organisationNamespace, useOrganisationTranslation } from './useOrganisationTranslation.ts';
export { usePeopleFilters } from './usePeopleFilters.ts';
