import { TabulatedSelect } from '@mobilise/ui/TabulatedSelect';
import { useAnswer } from '../hooks/useFieldState.ts';
import { choiceOptions, type FieldInputProps, textOf } from './FieldInputProps.ts';

const labelColumn = 'label';

/** The spec gives tabulated options no column shape: one column headed by the question, until it does. */
export function TabulatedSelectInput({
  input,
  answer,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
  const value = useAnswer(answer);
  const { options, answerOf } = choiceOptions(input);
  return (
    <TabulatedSelect
      {...chrome}
      name={input.fieldName}
      columns={[{ key: labelColumn, label: String(chrome.label) }]}
      options={options.map((option) => ({ value: option.value, cells: { [labelColumn]: option.label } }))}
      value={value === null ? null : textOf(value)}
      onChange={(key) => onChange(key === null ? null : answerOf(String(key)))}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}
