import { type InputHTMLAttributes, memo, type Ref, useSyncExternalStore } from 'react';
import type { ValueSource } from './ValueSource.ts';

const noSubscription = () => () => {};

export interface TextInputElementProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** The text shown, unless a source holds it. */
  value: string;
  source: ValueSource<string> | undefined;
  onTextChange(text: string): void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The bare input: the only component a keystroke renders. */
export const TextInputElement = memo(function TextInputElement({
  value,
  source,
  onTextChange,
  inputRef,
  ...attributes
}: TextInputElementProps) {
  const text = useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    source ? source.get : () => value,
    source ? source.get : () => value,
  );
  return (
    <input
      {...attributes}
      ref={inputRef}
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
    />
  );
});
