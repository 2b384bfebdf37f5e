import type { AnswerValue } from '@mobilise/contract';
import { DateModifierField, type DateModifierValue, emptyDateModifier } from '@mobilise/ui/DateModifierField';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import type { FieldInputProps } from './FieldInputProps.ts';

const isDateModifier = (value: AnswerValue): value is DateModifierValue & Record<string, AnswerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'direction' in value;

export function DateModifierInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  return (
    <DateModifierField
      {...chrome}
      name={input.fieldName}
      reference={sources.dateModifierReference ?? ''}
      value={isDateModifier(value) ? value : emptyDateModifier}
      onChange={(next) => onChange(next.days === null ? null : { ...next })}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}
