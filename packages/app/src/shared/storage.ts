/** The part of the Web Storage API the session keeps its state in; tests hand in a memory version. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that lives as long as the object: for tests and for browsers that refuse localStorage. */
export const memoryStorage = (initial: Record<string, string> = {}): KeyValueStorage => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

const fallbackStorage = memoryStorage();

/**
 * localStorage, or a memory stand-in where there is none: a browser that refuses it (private modes,
 * blocked storage), or Node when the server renders a page (`prerender/`); the stand-in keeps what is
 * written for as long as the page (or process) lives.
 */
export const browserStorage = (): KeyValueStorage => {
  try {
    localStorage.getItem('');
    return localStorage;
  } catch {
    return fallbackStorage;
  }
};
