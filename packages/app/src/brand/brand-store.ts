import { type Brand, type BrandId, brands } from '@mobilise/tokens';
import { browserStorage } from '../shared/storage.ts';

/** Where CX mode is kept, and the value that means it is on (read before the app starts too: `prerender/`). */
export const brandStorageKey = 'mobilise.cxMode';
export const cxModeOn = 'on';
const listeners = new Set<() => void>();

/** CX mode is kept in this browser once /cx-entry turned it on. */
export const readStoredBrandId = (): BrandId =>
  browserStorage().getItem(brandStorageKey) === cxModeOn ? 'cx' : 'default';

let current: BrandId = readStoredBrandId();

export const currentBrand = (): Brand => brands[current];

export const subscribeToBrand = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setBrand = (id: BrandId): void => {
  if (id === 'cx') browserStorage().setItem(brandStorageKey, cxModeOn);
  else browserStorage().removeItem(brandStorageKey);
  if (id === current) return;
  current = id;
  for (const listener of listeners) listener();
};
