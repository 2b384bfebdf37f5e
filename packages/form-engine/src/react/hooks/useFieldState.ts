import type { AnswerValue } from '@mobilise/contract';
import type { ValueSource } from '@mobilise/ui/TextField';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FieldState, FieldView, FormState, FormStore } from '../../core/index.ts';

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

/** One field's state without its value: re-renders when visibility, errors or save state change, not on typing. */
export function useFieldView(store: FormStore, fieldName: string): FieldView {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(fieldName, listener),
    [store, fieldName],
  );
  return useSyncExternalStore(
    subscribe,
    () => store.getView(fieldName),
    () => store.getView(fieldName),
  );
}

/** A field's answer as a source its input reads itself. */
export function useAnswerSource(store: FormStore, fieldName: string): ValueSource<AnswerValue> {
  return useMemo(
    () => ({
      get: () => store.getField(fieldName).tempValue,
      subscribe: (listener: () => void) => store.subscribe(fieldName, listener),
    }),
    [store, fieldName],
  );
}

/** Reads an answer source: the calling input re-renders when the answer changes. */
export function useAnswer(source: ValueSource<AnswerValue>): AnswerValue {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
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

/**
 * One figure of the form's aggregates (a count, a flag, the save state): the component re-renders only
 * when that figure changes, not whenever any aggregate does. `select` must return a primitive.
 */
export function useFormValue<Value extends string | number | boolean | null>(
  store: FormStore,
  select: (form: FormState) => Value,
): Value {
  return useSyncExternalStore(
    store.subscribeForm,
    () => select(store.getForm()),
    () => select(store.getForm()),
  );
}
