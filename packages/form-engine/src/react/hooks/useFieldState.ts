import { useCallback, useSyncExternalStore } from 'react';
import type { FieldState, FormState, FormStore } from '../../core/index.ts';

/** One field's derived state: the component re-renders only when this field's state changes. */
export function useFieldState(store: FormStore, fieldName: string): FieldState {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(fieldName, listener),
    [store, fieldName],
  );
  return useSyncExternalStore(
    subscribe,
    () => store.getField(fieldName),
    () => store.getField(fieldName),
  );
}

/** Whether an html block is shown; re-renders only when that flips. */
export function useHtmlBlockVisible(store: FormStore, key: string): boolean {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(
    subscribe,
    () => store.isHtmlBlockVisible(key),
    () => store.isHtmlBlockVisible(key),
  );
}

/** The form's aggregates (save state, counts, entity id); they change far less often than values. */
export function useFormState(store: FormStore): FormState {
  return useSyncExternalStore(store.subscribeForm, store.getForm, store.getForm);
}
