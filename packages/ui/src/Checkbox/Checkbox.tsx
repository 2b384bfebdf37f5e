import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import { LabelContext } from 'react-aria-components/Label';
import { FieldChrome, type FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends FieldChromeProps,
    Omit<CheckboxFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'isIndeterminate'> {}

function Box() {
  return (
    <span className={styles.box}>
      <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true">
        <path d="M3.5 8.5 L6.5 11.5 L12.5 4.5" />
      </svg>
    </span>
  );
}

/**
 * A single yes/no field (the Checkbox field type): the box sits before its label, and the label,
 * descriptions and errors come from `FieldChrome`.
 */
export function Checkbox(props: CheckboxProps) {
  const [{ label, ...chrome }, field] = splitFieldChromeProps(props);
  const labelWithBox = (
    <CheckboxButton className={styles.option}>
      <Box />
      <span>{label}</span>
    </CheckboxButton>
  );
  return (
    <CheckboxField {...field} isInvalid={chrome.errors.length > 0} validationBehavior="aria">
      {/* The checkbox's own <label> names it, so FieldChrome's label becomes a plain wrapper. */}
      <LabelContext.Provider value={{ elementType: 'span' }}>
        <FieldChrome {...chrome} label={labelWithBox}>
          {null}
        </FieldChrome>
      </LabelContext.Provider>
    </CheckboxField>
  );
}

export interface CheckboxOptionProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** One checkbox of a `CheckboxGroup`: the box and its label. */
export function CheckboxOption({ children, ...props }: CheckboxOptionProps) {
  return (
    <AriaCheckbox {...props} className={styles.option}>
      <Box />
      <span>{children}</span>
    </AriaCheckbox>
  );
}
