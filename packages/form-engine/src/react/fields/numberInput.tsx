import { NumberField } from '@mobilise/ui/NumberField';
import { useAnswer } from '../hooks/useFieldState.ts';
import type { FieldInputProps } from './FieldInputProps.ts';

export function NumberInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const number =
    typeof value === 'number' ? value : value === null || value === '' ? Number.NaN : Number(value);
  return (
    <NumberField
      {...chrome}
      name={input.fieldName}
      value={number}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      placeholder={input.placeholder ?? undefined}
    />
  );
}
