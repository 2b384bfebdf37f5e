import { type Brand, type BrandId, brands } from '@mobilise/tokens';

const storageKey = 'mobilise.cxMode';
const listeners = new Set<() => void>();

/** CX mode is kept in this browser once /cx-entry turned it on (spec 01 §1). */
export const readStoredBrandId = (): BrandId =>
  localStorage.getItem(storageKey) === 'on' ? 'cx' : 'default';

let current: BrandId = readStoredBrandId();

export const currentBrand = (): Brand => brands[current];

export const subscribeToBrand = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setBrand = (id: BrandId): void => {
  if (id === 'cx') localStorage.setItem(storageKey, 'on');
  else localStorage.removeItem(storageKey);
  if (id === current) return;
  current = id;
  for (const listener of listeners) listener();
};
