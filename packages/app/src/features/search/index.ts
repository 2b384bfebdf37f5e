export { searchKeys } from './api/search-queries.ts';
export { searchNamespace, useGlobalSearch } from './useGlobalSearch.ts';
