import { Input } from 'react-aria-components/Input';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { inputBox } from '../styles/input.css.ts';

export interface NumberFieldProps
  extends FieldChromeProps,
    Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  /** Shown in the empty input. */
  placeholder?: string;
}

/**
 * A number input (the Number field type of spec 02 §3): typed in the user's locale, stepped with the
 * arrow keys and kept between `minValue` and `maxValue` when the field is left.
 */
export function NumberField({
  label,
  isRequired,
  info,
  help,
  hint,
  warning,
  postWarning,
  errors = [],
  isDesirableMissing,
  placeholder,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isRequired={isRequired}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
    >
      <FieldChrome
        {...{ label, isRequired, info, help, hint, warning, postWarning, errors, isDesirableMissing }}
      >
        <Input className={inputBox} placeholder={placeholder} />
      </FieldChrome>
    </AriaNumberField>
  );
}
