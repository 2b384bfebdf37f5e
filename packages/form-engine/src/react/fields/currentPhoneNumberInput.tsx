import { CurrentPhoneNumberField } from '@mobilise/ui/CurrentPhoneNumberField';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { type FieldInputProps, textOf } from './FieldInputProps.ts';

export function CurrentPhoneNumberInput({
  input,
  answer,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  return (
    <CurrentPhoneNumberField
      {...chrome}
      name={input.fieldName}
      options={sources.phoneNumbers ?? []}
      value={value === null ? null : textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}
