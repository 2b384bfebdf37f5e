import { type FocusEvent, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useField } from 'react-aria/useField';
import { FieldChrome, type FieldChromeProps, hasFieldDescription } from '../FieldChrome/FieldChrome.tsx';
import { FieldContexts } from '../FieldChrome/FieldContexts.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { allowedValues } from '../styles/allowedValues.ts';
import { inputBox } from '../styles/input.css.ts';
import { TextInputElement } from './TextInputElement.tsx';
import type { ValueSource } from './ValueSource.ts';

export type TextFieldType = 'text' | 'url' | 'tel' | 'email';
export const textFieldTypes = allowedValues<TextFieldType>()(['text', 'url', 'tel', 'email']);

export interface TextFieldProps extends FieldChromeProps {
  /**
   * The kind of text: the Text, Url, Phone and Email field types, and a password
   * (sign-in screens).
   * @default 'text'
   */
  type?: TextFieldType | 'password';
  /** The text (controlled). */
  value?: string;
  /** The text at first (uncontrolled). */
  defaultValue?: string;
  /**
   * Where the text lives when a store outside React holds it: a keystroke renders nothing, and a
   * change the store makes elsewhere is shown. Takes the place of `value`.
   */
  valueSource?: ValueSource<string>;
  onChange?: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Shown in the empty input. */
  placeholder?: string;
  name?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search' | 'none';
  maxLength?: number;
  /** Labels the input when no visible label does. */
  'aria-label'?: string;
  /** @default false */
  isReadOnly?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A one-line text input with its label, descriptions and errors. The label, texts and errors render
 * only when they change; typing renders the input alone, or nothing when a `valueSource` holds the text.
 */
export function TextField(props: TextFieldProps) {
  const [
    chrome,
    {
      type = 'text',
      value,
      defaultValue,
      valueSource,
      onChange,
      isReadOnly = false,
      isDisabled = false,
      isRequired = false,
      'aria-label': ariaLabel,
      ...input
    },
  ] = splitFieldChromeProps(props);
  const isInvalid = chrome.errors.length > 0;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label: chrome.label,
    'aria-label': ariaLabel,
    description: hasFieldDescription(chrome) ? true : undefined,
    errorMessage: isInvalid ? true : undefined,
    isInvalid,
    validationBehavior: 'aria',
  });
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onTextChange = useMemo(
    () =>
      value === undefined && !valueSource
        ? (text: string) => {
            setOwnText(text);
            onChangeRef.current?.(text);
          }
        : (text: string) => onChangeRef.current?.(text),
    [value, valueSource],
  );
  return (
    <FieldContexts
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
      isInvalid={isInvalid}
    >
      <FieldChrome {...chrome}>
        <TextInputElement
          {...input}
          {...fieldProps}
          type={type}
          className={inputBox}
          value={value ?? ownText}
          source={valueSource}
          onTextChange={onTextChange}
          readOnly={isReadOnly}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          data-invalid={isInvalid || undefined}
          data-disabled={isDisabled || undefined}
        />
      </FieldChrome>
    </FieldContexts>
  );
}
