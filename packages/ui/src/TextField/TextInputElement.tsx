import { type InputHTMLAttributes, memo, type Ref, useSyncExternalStore } from 'react';
import { useHover } from 'react-aria/useHover';
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
  // react-aria's hover (mouse only, never after touch), as react-aria-components' Input marks it.
  const { hoverProps, isHovered } = useHover({ isDisabled: attributes.disabled });
  const text = useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    source ? source.get : () => value,
    source ? source.get : () => value,
  );
  return (
    <input
      {...attributes}
      {...hoverProps}
      data-hovered={isHovered || undefined}
      ref={inputRef}
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
    />
  );
});
