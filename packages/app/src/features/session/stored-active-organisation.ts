import { browserStorage } from '../../shared/storage.ts';
import { activeOrganisationStore } from './active-organisation-store.ts';

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
