import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { inputBox } from '../styles/input.css.ts';

export const textFieldTypes = ['text', 'url', 'tel', 'email'] as const;

export interface TextFieldProps
  extends FieldChromeProps,
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'isInvalid'> {
  /**
   * The kind of text: the Text, Url, Phone and Email field types of spec 02 §3, and a password
   * (sign-in screens).
   * @default 'text'
   */
  type?: (typeof textFieldTypes)[number] | 'password';
  /** Shown in the empty input. */
  placeholder?: string;
}

/** A one-line text input with its label, descriptions and errors. */
export function TextField(props: TextFieldProps) {
  const [chrome, { placeholder, type = 'text', ...field }] = splitFieldChromeProps(props);
  return (
    <AriaTextField {...field} type={type} isInvalid={chrome.errors.length > 0} validationBehavior="aria">
      <FieldChrome {...chrome}>
        <Input className={inputBox} placeholder={placeholder} />
      </FieldChrome>
    </AriaTextField>
  );
}
