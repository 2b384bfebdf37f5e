import { Input } from 'react-aria-components/Input';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { inputBox } from '../styles/input.css.ts';

export interface NumberFieldProps
  extends FieldChromeProps,
    Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  /** Shown in the empty input. */
  placeholder?: string;
}

/**
 * A number input (the Number field type of): typed in the user's locale, stepped with the
 * arrow keys and kept between `minValue` and `maxValue` when the field is left.
 */
export function NumberField(props: NumberFieldProps) {
  const [chrome, { placeholder, ...field }] = splitFieldChromeProps(props);
  return (
    <AriaNumberField {...field} isInvalid={chrome.errors.length > 0} validationBehavior="aria">
      <FieldChrome {...chrome}>
        <Input className={inputBox} placeholder={placeholder} />
      </FieldChrome>
    </AriaNumberField>
  );
}
