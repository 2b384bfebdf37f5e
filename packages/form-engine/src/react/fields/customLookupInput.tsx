import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { useState } from 'react';
import { type LookupChoice, useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { type FieldInputProps, listOf, textOf } from './FieldInputProps.ts';

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
