import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { DateField } from '@mobilise/ui/DateField';
import { DateModifierField, type DateModifierValue, emptyDateModifier } from '@mobilise/ui/DateModifierField';
import { EmbeddedVideoUrlField } from '@mobilise/ui/EmbeddedVideoUrlField';
import { NumberField } from '@mobilise/ui/NumberField';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField, type ValueSource } from '@mobilise/ui/TextField';
import { useMemo } from 'react';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { type FieldInputProps, textOf } from './FieldInputProps.ts';

/** The answer as text, for a ui input that reads it itself. */
function useTextSource(answer: ValueSource<AnswerValue>): ValueSource<string> {
  return useMemo(() => ({ get: () => textOf(answer.get()), subscribe: answer.subscribe }), [answer]);
}

function TextLikeInput({
  type,
  input,
  answer,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps & { type: 'text' | 'url' | 'tel' | 'email' }) {
  return (
    <TextField
      {...chrome}
      type={type}
      name={input.fieldName}
      valueSource={useTextSource(answer)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      placeholder={input.placeholder ?? input.extras?.placeholder ?? undefined}
    />
  );
}

export const TextInput = (props: FieldInputProps) => <TextLikeInput {...props} type="text" />;
export const UrlInput = (props: FieldInputProps) => <TextLikeInput {...props} type="url" />;
export const PhoneInput = (props: FieldInputProps) => <TextLikeInput {...props} type="tel" />;
export const EmailInput = (props: FieldInputProps) => <TextLikeInput {...props} type="email" />;

/** A value the form carries without showing it. */
export function HiddenInput({ input, answer }: FieldInputProps) {
  const value = useAnswer(answer);
  return <input type="hidden" name={input.fieldName} value={textOf(value)} />;
}

const maxWordsOf = (constraints: readonly { type: string }[]) =>
  constraints.find(
    (constraint): constraint is Extract<KnownConstraint, { type: 'MaxWords' }> =>
      constraint.type === 'MaxWords',
  )?.max_words;

export function TextareaInput({ input, answer, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  return (
    <TextArea
      {...chrome}
      name={input.fieldName}
      value={textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      maxWords={maxWordsOf(input.constraints)}
      placeholder={input.placeholder ?? input.extras?.placeholder ?? undefined}
    />
  );
}

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

export function EmbeddedVideoUrlInput({
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
    <EmbeddedVideoUrlField
      {...chrome}
      name={input.fieldName}
      value={textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      isPreviewLoaded={sources.loadsVideoPreview ?? true}
    />
  );
}
