import { type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { FieldErrorContext } from 'react-aria-components/FieldError';
import { LabelContext } from 'react-aria-components/Label';
import { TextContext } from 'react-aria-components/Text';

const validValidity: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};
const invalidValidity: ValidityState = { ...validValidity, customError: true, valid: false };

export interface FieldContextsProps {
  labelProps: HTMLAttributes<HTMLElement> & { htmlFor?: string };
  descriptionProps: HTMLAttributes<HTMLElement>;
  errorMessageProps: HTMLAttributes<HTMLElement>;
  isInvalid: boolean;
  children: ReactNode;
}

/**
 * What a react-aria field gives FieldChrome's Label, description and FieldError, for an input wired
 * with react-aria's `useField` instead of a react-aria-components field.
 */
export function FieldContexts({
  labelProps,
  descriptionProps,
  errorMessageProps,
  isInvalid,
  children,
}: FieldContextsProps) {
  const { id: labelId, htmlFor } = labelProps;
  const { id: descriptionId } = descriptionProps;
  const { id: errorId } = errorMessageProps;
  const label = useMemo(() => ({ id: labelId, htmlFor }), [labelId, htmlFor]);
  const texts = useMemo(
    () => ({ slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }),
    [descriptionId, errorId],
  );
  const validation = useMemo(
    () => ({
      isInvalid,
      validationErrors: [],
      validationDetails: isInvalid ? invalidValidity : validValidity,
    }),
    [isInvalid],
  );
  return (
    <LabelContext.Provider value={label}>
      <TextContext.Provider value={texts}>
        <FieldErrorContext.Provider value={validation}>{children}</FieldErrorContext.Provider>
      </TextContext.Provider>
    </LabelContext.Provider>
  );
}
