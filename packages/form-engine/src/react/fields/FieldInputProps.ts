import type { AnswerValue, Input, ChoiceOption as TemplateOption } from '@mobilise/contract';
import type { FieldChromeProps } from '@mobilise/ui/FieldChrome';
import type { ValueSource } from '@mobilise/ui/TextField';

/** What the registry hands each field type's input: the answer as the store holds it, and its setters. */
export interface FieldInputProps {
  input: Input;
  /**
   * The answer as the store holds it (a list for multi-answer fields). An input reads it with
   * `useAnswer`, or hands it to a ui input that reads it itself, so typing renders that input alone.
   */
  answer: ValueSource<AnswerValue>;
  /** The field holds a list of answers. */
  multi: boolean;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
  /** The label, marker, descriptions and errors, already translated. */
  chrome: FieldChromeProps;
  isReadOnly: boolean;
}

/** Choice options as the ui takes them: values as text (react-aria keys), with the way back. */
export function choiceOptions(input: Input) {
  const options = (input.options ?? []).map((option: TemplateOption) => ({
    value: String(option.value),
    label: option.label,
  }));
  const byText = new Map((input.options ?? []).map((option) => [String(option.value), option.value]));
  return { options, answerOf: (text: string): AnswerValue => byText.get(text) ?? text };
}

export const textOf = (value: AnswerValue): string =>
  value === null || typeof value === 'object' ? '' : String(value);

export const listOf = (value: AnswerValue): AnswerValue[] =>
  Array.isArray(value) ? value : value === null ? [] : [value];

/** An answer made of named parts (an address, the people of each position). */
export const isAnswerRecord = (value: AnswerValue): value is Record<string, AnswerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
