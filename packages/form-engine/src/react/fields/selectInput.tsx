import { Select } from '@mobilise/ui/Select';
import { useAnswer } from '../hooks/useFieldState.ts';
import { choiceOptions, type FieldInputProps, listOf, textOf } from './FieldInputProps.ts';

export function SelectInput({ input, answer, multi, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { options, answerOf } = choiceOptions(input);
  const placeholder = input.placeholder ?? input.extras?.placeholder ?? undefined;
  // The address form's state_or_province fields always offer the search box.
  const isSearchForced = input.fieldName.endsWith('state_or_province');
  if (multi) {
    return (
      <Select
        {...chrome}
        selectionMode="multiple"
        name={input.fieldName}
        options={options}
        value={listOf(value).map(textOf)}
        onChange={(keys) => onChange(keys.map((key) => answerOf(String(key))))}
        onBlur={onBlur}
        isReadOnly={isReadOnly}
        isSearchForced={isSearchForced}
        placeholder={placeholder}
      />
    );
  }
  return (
    <Select
      {...chrome}
      name={input.fieldName}
      options={options}
      value={value === null ? null : textOf(value)}
      onChange={(key) => onChange(key === null ? null : answerOf(String(key)))}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      isSearchForced={isSearchForced}
      placeholder={placeholder}
    />
  );
}
