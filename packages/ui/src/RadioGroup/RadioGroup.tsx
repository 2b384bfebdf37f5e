import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components/RadioGroup';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import type { ChoiceOption } from '../SearchableOptions/searchThreshold.ts';
import { allowedValues } from '../styles/allowedValues.ts';
import * as choiceStyles from '../styles/choice.css.ts';

export type RadioGroupOrientation = 'vertical' | 'horizontal';
export const radioGroupOrientations = allowedValues<RadioGroupOrientation>()(['vertical', 'horizontal']);

export interface RadioGroupProps
  extends FieldChromeProps,
    Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'isInvalid' | 'orientation'> {
  /** The choices, in order. */
  options: readonly ChoiceOption[];
  /**
   * How the choices are laid out; arrow keys move between them either way.
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
}

/** One choice among a few (the RadioGroup field type): arrow keys move and select, Tab leaves the group. */
export function RadioGroup(props: RadioGroupProps) {
  const [chrome, { options, orientation = 'vertical', ...field }] = splitFieldChromeProps(props);
  return (
    <AriaRadioGroup
      {...field}
      orientation={orientation}
      isInvalid={chrome.errors.length > 0}
      validationBehavior="aria"
    >
      <FieldChrome {...chrome}>
        <div className={choiceStyles.options({ orientation })}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} className={choiceStyles.radio}>
              <span className={choiceStyles.circle} aria-hidden="true" />
              <span>{option.label}</span>
            </Radio>
          ))}
        </div>
      </FieldChrome>
    </AriaRadioGroup>
  );
}
