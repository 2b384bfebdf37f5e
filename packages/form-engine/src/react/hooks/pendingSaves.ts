import type { FormStore, PendingSave } from '../../core/index.ts';

const keyOf = (storageKey: string) => `mobilise.form.pending.${storageKey}`;

/** Keeps a form's unsaved changes in localStorage, so a reload while offline loses nothing. */
export function keepPendingSaves(storage: Storage, storageKey: string, store: FormStore): void {
  const snapshot = store.pendingSnapshot();
  if (snapshot.length === 0) storage.removeItem(keyOf(storageKey));
  else storage.setItem(keyOf(storageKey), JSON.stringify(snapshot));
}

/** The changes kept by an earlier visit, or none. */
export function keptPendingSaves(storage: Storage, storageKey: string): PendingSave[] {
  try {
    const kept = JSON.parse(storage.getItem(keyOf(storageKey)) ?? '[]') as unknown;
    return Array.isArray(kept)
      ? kept.filter(
          (save): save is PendingSave =>
            typeof save === 'object' &&
            save !== null &&
            typeof save.fieldName === 'string' &&
            typeof save.sequence === 'number',
        )
      : [];
  } catch {
    return [];
  }
}
