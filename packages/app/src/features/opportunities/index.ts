export {
  requisitionQueryOptions,
  requisitionsQueryOptions,
  visionStrategyPaperQueryOptions,
  visionStrategyPapersQueryOptions,
} from './api/index.ts';
export { Listing } from './Listing.tsx';
export { type ListSearch, listSearchOf } from './list-search.ts';
export { OpportunityForm, type OpportunityFormSubject } from './OpportunityForm.tsx';
export { longText, rowNote } from './opportunities.css.ts';
export { useListSearch } from './useListSearch.ts';
export { opportunitiesNamespace, useOpportunitiesTranslation } from './useOpportunitiesTranslation.ts';
export { usePublicIdParam } from './usePublicIdParam.ts';
export { useRequisitionActions } from './useRequisitionActions.tsx';
