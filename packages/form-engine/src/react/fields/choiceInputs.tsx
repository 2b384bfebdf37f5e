import type { AnswerValue } from '@mobilise/contract';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { CheckboxGroup } from '@mobilise/ui/CheckboxGroup';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { useAnswer } from '../hooks/useFieldState.ts';
import { choiceOptions, type FieldInputProps, listOf, textOf } from './FieldInputProps.ts';

const isTrue = (value: AnswerValue) => value === true || value === 'true' || value === 1;

export function CheckboxInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  return (
    <Checkbox
      {...chrome}
      name={input.fieldName}
      isSelected={isTrue(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}

export function RadioGroupInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { options, answerOf } = choiceOptions(input);
  return (
    <RadioGroup
      {...chrome}
      name={input.fieldName}
      options={options}
      value={value === null ? null : textOf(value)}
      onChange={(text) => onChange(answerOf(text))}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}

export function CheckboxGroupInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { options, answerOf } = choiceOptions(input);
  return (
    <CheckboxGroup
      {...chrome}
      name={input.fieldName}
      options={options}
      value={listOf(value).map(textOf)}
      onChange={(texts) => onChange(texts.map(answerOf))}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}
