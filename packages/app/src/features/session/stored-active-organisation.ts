import { activeOrganisationStore } from '../../session/active-organisation-store.ts';
import { type KeyValueStorage, memoryStorage } from '../../session/storage.ts';

/** localStorage, or a memory stand-in where the browser refuses it (private modes, blocked storage). */
const browserStorage = (): KeyValueStorage => {
  try {
    localStorage.getItem('');
    return localStorage;
  } catch {
    return memoryStorage();
  }
};

const store = activeOrganisationStore(browserStorage());
const listeners = new Set<() => void>();

/** The active organisation id kept in this browser, observable so every part of the shell follows a switch. */
export const storedActiveOrganisation = {
  read: store.read,
  write: (organisationId: number) => {
    store.write(organisationId);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
