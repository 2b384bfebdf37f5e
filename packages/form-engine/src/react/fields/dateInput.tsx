import { DateField } from '@mobilise/ui/DateField';
import { useAnswer } from '../hooks/useFieldState.ts';
import type { FieldInputProps } from './FieldInputProps.ts';

export function DateInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  return (
    <DateField
      {...chrome}
      name={input.fieldName}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}
