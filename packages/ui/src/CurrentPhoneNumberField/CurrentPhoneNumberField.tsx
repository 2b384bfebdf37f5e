import { useState } from 'react';
import { useControlledValue } from '../hooks/useControlledValue.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup.tsx';
import type { ChoiceOption } from '../SearchableOptions/searchThreshold.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './CurrentPhoneNumberField.css.ts';

// Not a phone number, so it never clashes with one of the options.
const other = '\u0000other';

export interface CurrentPhoneNumberFieldProps
  extends Omit<RadioGroupProps, 'options' | 'orientation' | 'value' | 'defaultValue' | 'onChange'> {
  /** The person's known numbers: `value` is the number, `label` how it is shown (e.g. "Mobile: +254 …"). */
  options: readonly ChoiceOption[];
  /** The current number (controlled); `null` for none. */
  value?: string | null;
  /**
   * The first current number (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the chosen or typed number; `null` while "another number" is empty. */
  onChange?: (value: string | null) => void;
}

/**
 * The person's current phone number (the CurrentPhoneNumber field type): one of their known numbers,
 * or another one typed in.
 */
export function CurrentPhoneNumberField({
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  isDisabled,
  isReadOnly,
  ...props
}: CurrentPhoneNumberFieldProps) {
  const { t } = useUiTranslation();
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  const isKnown = options.some((option) => option.value === value);
  const [isOther, setIsOther] = useState(value !== null && !isKnown);
  const [otherNumber, setOtherNumber] = useState(isKnown ? '' : (value ?? ''));
  return (
    <div className={styles.field}>
      <RadioGroup
        {...props}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        options={[...options, { value: other, label: t('phone.other') }]}
        value={isOther ? other : value}
        onChange={(choice) => {
          setIsOther(choice === other);
          setValue(choice === other ? otherNumber.trim() || null : choice);
        }}
      />
      {isOther ? (
        <div className={styles.other}>
          <TextField
            type="tel"
            label={t('phone.otherNumber')}
            value={otherNumber}
            onChange={(text) => {
              setOtherNumber(text);
              setValue(text.trim() || null);
            }}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
          />
        </div>
      ) : null}
    </div>
  );
}
