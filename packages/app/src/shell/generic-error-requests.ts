const listeners = new Set<() => void>();

/**
 * Asks for the generic error modal from outside React (the query client's store error action); the
 * GenericErrorsProvider listens and shows it after its session check.
 */
export const genericErrorModalRequests = {
  request: () => {
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
