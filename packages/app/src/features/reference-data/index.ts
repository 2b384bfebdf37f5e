export { type ReferenceListItem, referenceListQueryOptions } from './api/reference-lists.ts';
export { referenceItemById } from './reference-item.ts';
export { useCountryFieldSources } from './useCountryFieldSources.ts';
export { useCountryName } from './useCountryName.ts';
export { useLanguageFieldSources } from './useLanguageFieldSources.ts';
