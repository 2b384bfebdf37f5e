import { type KeyValueStorage, memoryStorage } from '../../session/storage.ts';

/** localStorage, or a memory stand-in where the browser refuses it (private modes, blocked storage). */
export const browserStorage = (): KeyValueStorage => {
  try {
    localStorage.getItem('');
    return localStorage;
  } catch {
    return memoryStorage();
  }
};
