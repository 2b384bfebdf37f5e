import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components/RadioGroup';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import type { ChoiceOption } from '../SearchableOptions/searchThreshold.ts';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioGroupProps
  extends FieldChromeProps,
    Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'isInvalid' | 'orientation'> {
  /** The choices, in order. */
  options: readonly ChoiceOption[];
  /**
   * How the choices are laid out; arrow keys move between them either way.
   * @default 'vertical'
   */
  orientation?: (typeof radioGroupOrientations)[number];
}

/** One choice among a few (the RadioGroup field type): arrow keys move and select, Tab leaves the group. */
export function RadioGroup({
  label,
  isRequired,
  info,
  help,
  hint,
  warning,
  postWarning,
  errors = [],
  isDesirableMissing,
  options,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
    >
      <FieldChrome
        {...{ label, isRequired, info, help, hint, warning, postWarning, errors, isDesirableMissing }}
      >
        <div className={styles.options({ orientation })}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} className={styles.radio}>
              <span className={styles.circle} aria-hidden="true" />
              <span>{option.label}</span>
            </Radio>
          ))}
        </div>
      </FieldChrome>
    </AriaRadioGroup>
  );
}
