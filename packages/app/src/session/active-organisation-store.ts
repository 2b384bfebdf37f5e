import type { KeyValueStorage } from './storage.ts';

const storageKey = 'mobilise.activeOrganisationId';

/** The active organisation kept in this browser (02 §6: local storage), as the id last chosen. */
export const activeOrganisationStore = (storage: KeyValueStorage) => ({
  /** The stored id; null when none is stored or the stored value is not an id. */
  read: (): number | null => {
    const stored = storage.getItem(storageKey);
    return stored !== null && /^[1-9]\d*$/.test(stored) ? Number(stored) : null;
  },
  write: (organisationId: number): void => storage.setItem(storageKey, String(organisationId)),
  clear: (): void => storage.removeItem(storageKey),
});
