import type { AnswerValue } from '@mobilise/contract';
import type { ValueSource } from '@mobilise/ui/TextField';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FieldState, FieldView, FormState, FormStore } from '../../core/index.ts';

/** Reads one thing the store keeps about a field or html block; re-renders only when that thing changes. */
function useStoreTarget<Value>(store: FormStore, target: string, read: () => Value): Value {
  const subscribe = useCallback((listener: () => void) => store.subscribe(target, listener), [store, target]);
  return useSyncExternalStore(subscribe, read, read);
}

/** One field's derived state: the component re-renders only when this field's state changes. */
export const useFieldState = (store: FormStore, fieldName: string): FieldState =>
  useStoreTarget(store, fieldName, () => store.getField(fieldName));

/** One field's state without its value: re-renders when visibility, errors or save state change, not on typing. */
export const useFieldView = (store: FormStore, fieldName: string): FieldView =>
  useStoreTarget(store, fieldName, () => store.getView(fieldName));

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
export const useHtmlBlockVisible = (store: FormStore, key: string): boolean =>
  useStoreTarget(store, key, () => store.isHtmlBlockVisible(key));

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
