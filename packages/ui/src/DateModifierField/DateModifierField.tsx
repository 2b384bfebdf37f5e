import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { NumberField, type NumberFieldProps } from 'react-aria-components/NumberField';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { useControlledValue } from '../hooks/useControlledValue.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as choiceStyles from '../styles/choice.css.ts';
import { inputBox } from '../styles/input.css.ts';
import * as styles from './DateModifierField.css.ts';
import {
  breaksMustBeAfter,
  type DateModifierDirection,
  type DateModifierValue,
  dateModifierDirections,
  emptyDateModifier,
} from './dateModifier.ts';

export interface DateModifierFieldProps
  extends FieldChromeProps,
    Pick<NumberFieldProps, 'isDisabled' | 'isReadOnly' | 'name' | 'onBlur' | 'autoFocus'> {
  /** What the days count from, e.g. "the offer acceptance date". */
  reference: string;
  /** The modifier (controlled). */
  value?: DateModifierValue;
  /**
   * The first modifier (uncontrolled).
   * @default { days: null, direction: 'after' }
   */
  defaultValue?: DateModifierValue;
  /** Called with the whole modifier when the days or the direction change. */
  onChange?: (value: DateModifierValue) => void;
  /**
   * The date must fall after the reference (dueDateModifier relative to OFA_ACCEPTANCE):
   * choosing "before" shows an error.
   * @default false
   */
  mustBeAfter?: boolean;
  /**
   * The largest number of days.
   * @default 3650
   */
  maxDays?: number;
}

/** A number of days before or after a reference date, e.g. "14 days after the offer acceptance date". */
export function DateModifierField(props: DateModifierFieldProps) {
  const [
    { errors, ...chrome },
    {
      reference,
      value: valueProp,
      defaultValue = emptyDateModifier,
      onChange,
      mustBeAfter = false,
      maxDays = 3650,
      isDisabled,
      isReadOnly,
      ...field
    },
  ] = splitFieldChromeProps(props);
  const { t, i18n } = useUiTranslation();
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  const isDirectionInvalid = breaksMustBeAfter(value, mustBeAfter);
  const allErrors = isDirectionInvalid ? [...errors, t('date.modifier.mustBeAfter', { reference })] : errors;
  return (
    <NumberField
      {...field}
      value={value.days ?? Number.NaN}
      onChange={(days) => setValue({ ...value, days: Number.isNaN(days) ? null : days })}
      minValue={0}
      maxValue={maxDays}
      step={1}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={allErrors.length > 0}
      validationBehavior="aria"
    >
      <FieldChrome {...chrome} errors={allErrors}>
        <div className={styles.row}>
          <Group className={styles.days}>
            <Input className={inputBox} />
            <span className={styles.unit}>
              {new Intl.PluralRules(i18n.language).select(value.days ?? 0) === 'one'
                ? t('date.modifier.day')
                : t('date.modifier.days')}
            </span>
          </Group>
          <RadioGroup
            aria-label={t('date.modifier.direction', { reference })}
            orientation="horizontal"
            className={choiceStyles.options({ orientation: 'horizontal' })}
            value={value.direction}
            onChange={(direction) => setValue({ ...value, direction: direction as DateModifierDirection })}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isInvalid={isDirectionInvalid}
          >
            {dateModifierDirections.map((direction) => (
              <Radio key={direction} value={direction} className={choiceStyles.radio}>
                <span className={choiceStyles.circle} aria-hidden="true" />
                <span>{t(`date.modifier.${direction}`)}</span>
              </Radio>
            ))}
          </RadioGroup>
          <span className={styles.reference}>{reference}</span>
        </div>
      </FieldChrome>
    </NumberField>
  );
}
