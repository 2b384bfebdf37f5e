export type { LookupProps } from './Lookup.tsx';
export { Lookup, lookupSelectionModes } from './Lookup.tsx';
export type { LoadLookupOptions, LookupOption, LookupStatus } from './useLookupOptions.ts';
export { lookupDebounceMs, useLookupOptions } from './useLookupOptions.ts';
