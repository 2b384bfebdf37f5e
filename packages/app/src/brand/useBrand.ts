import { useSyncExternalStore } from 'react';
import { currentBrand, subscribeToBrand } from './brand-store.ts';

/** The brand in force; re-renders when CX mode is switched. Prerendering (`prerender/`) reads it too. */
export const useBrand = () => useSyncExternalStore(subscribeToBrand, currentBrand, currentBrand);
