import type { KeyValueStorage } from '../../shared/storage.ts';

/** Read before the app starts too (`prerender/`). */
export const activeOrganisationStorageKey = 'mobilise.activeOrganisationId';

/** The active organisation kept in this browser (local storage), as the id last chosen. */
export const activeOrganisationStore = (storage: KeyValueStorage) => ({
  /** The stored id; null when none is stored or the stored value is not an id. */
  read: (): number | null => {
    const stored = storage.getItem(activeOrganisationStorageKey);
    return stored !== null && /^[1-9]\d*$/.test(stored) ? Number(stored) : null;
  },
  write: (organisationId: number): void =>
    storage.setItem(activeOrganisationStorageKey, String(organisationId)),
  clear: (): void => storage.removeItem(activeOrganisationStorageKey),
});
