export type { GlobalSearchBoxProps, SearchGroup, SearchResult } from './GlobalSearchBox.tsx';
export { GlobalSearchBox, searchDebounceMs, searchResultsPerGroup } from './GlobalSearchBox.tsx';
