import type { AnswerValue } from '@mobilise/contract';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { CheckboxGroup } from '@mobilise/ui/CheckboxGroup';
import { LanguagePicker, type LanguageSkill } from '@mobilise/ui/LanguagePicker';
import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { Select } from '@mobilise/ui/Select';
import { TabulatedSelect } from '@mobilise/ui/TabulatedSelect';
import { useState } from 'react';
import { type LookupChoice, useFormContext } from '../FormContext.ts';
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

/**
 * A lookup answers the chosen options' values, as the loader or the template gives them (a number stays
 * a number). Their labels come from the template's options (the answers already saved) or are
 * remembered as they are found.
 */
export function CustomLookupInput({
  input,
  answer,
  multi,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  const [known] = useState(
    () =>
      new Map<string, LookupChoice>(
        (input.options ?? []).map((option) => [
          String(option.value),
          {
            value: typeof option.value === 'number' ? option.value : String(option.value),
            label: option.label,
          },
        ]),
      ),
  );
  const load = input.lookup && sources.lookups?.[input.lookup];
  const loadOptions = async (query: string, signal: AbortSignal): Promise<LookupOption[]> => {
    const choices = load ? await load(query, signal) : [];
    for (const choice of choices) known.set(String(choice.value), choice);
    return choices.map((choice) => ({ ...choice, value: String(choice.value) }));
  };
  const chosen = listOf(value).map(textOf);
  return (
    <Lookup
      {...chrome}
      name={input.fieldName}
      selectionMode={multi ? 'multiple' : 'single'}
      loadOptions={loadOptions}
      value={chosen.map((text) => ({ ...(known.get(text) ?? { label: text }), value: text }))}
      onChange={(options) => {
        const values = options.map((option) => known.get(option.value)?.value ?? option.value);
        onChange(multi ? values : (values[0] ?? null));
      }}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}

const isSkill = (value: AnswerValue): value is LanguageSkill & Record<string, AnswerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'language' in value;

/** The picker shows blank rows being filled in; the answer holds only the rows with something in them. */
export function LanguagePickerInput({ answer, onChange, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  const [rows, setRows] = useState<readonly LanguageSkill[]>(() => listOf(value).filter(isSkill));
  return (
    <LanguagePicker
      {...chrome}
      languages={sources.languages ?? []}
      proficiencies={sources.proficiencies ?? []}
      value={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next.filter((row) => row.language || row.proficiency).map((row) => ({ ...row })));
      }}
      isReadOnly={isReadOnly}
    />
  );
}
