import { type InputHTMLAttributes, memo, useLayoutEffect, useRef } from 'react';
import { useHover } from 'react-aria/useHover';
import type { ValueSource } from './ValueSource.ts';

export interface TextInputElementProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** The text shown, unless a source holds it. */
  value: string;
  source: ValueSource<string> | undefined;
  onTextChange(text: string): void;
}

/**
 * The bare input. Given a source, it is uncontrolled: the browser shows what is typed and only a change
 * made elsewhere (the store clearing or restoring the answer) is written to it, so a keystroke renders
 * no component at all. Otherwise it shows `value` and re-renders with it.
 */
export const TextInputElement = memo(function TextInputElement({
  value,
  source,
  onTextChange,
  ...attributes
}: TextInputElementProps) {
  // react-aria's hover (mouse only, never after touch), as react-aria-components' Input marks it.
  const { hoverProps, isHovered } = useHover({ isDisabled: attributes.disabled });
  const element = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = element.current;
    if (!source || !input) return;
    const show = () => {
      const text = source.get();
      if (input.value !== text) input.value = text;
    };
    show();
    return source.subscribe(show);
  }, [source]);
  return (
    <input
      {...attributes}
      {...hoverProps}
      data-hovered={isHovered || undefined}
      ref={element}
      value={source ? undefined : value}
      onChange={(event) => onTextChange(event.target.value)}
    />
  );
});
