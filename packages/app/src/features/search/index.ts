export { searchNamespace, useGlobalSearch } from './useGlobalSearch.ts';
