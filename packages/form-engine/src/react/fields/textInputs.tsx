import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { DateField } from '@mobilise/ui/DateField';
import { DateModifierField, type DateModifierValue, emptyDateModifier } from '@mobilise/ui/DateModifierField';
import { EmbeddedVideoUrlField } from '@mobilise/ui/EmbeddedVideoUrlField';
import { NumberField } from '@mobilise/ui/NumberField';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField } from '@mobilise/ui/TextField';
import { useFormContext } from '../FormContext.ts';
import { type FieldInputProps, textOf } from './FieldInputProps.ts';

const textInput =
  (type: 'text' | 'url' | 'tel' | 'email') =>
  ({ input, value, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) => (
    <TextField
      {...chrome}
      type={type}
      name={input.fieldName}
      value={textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
      placeholder={input.placeholder ?? input.extras?.placeholder ?? undefined}
    />
  );

export const TextInput = textInput('text');
export const UrlInput = textInput('url');
export const PhoneInput = textInput('tel');
export const EmailInput = textInput('email');

/** A value the form carries without showing it. */
export function HiddenInput({ input, value }: FieldInputProps) {
  return <input type="hidden" name={input.fieldName} value={textOf(value)} />;
}

const maxWordsOf = (constraints: readonly { type: string }[]) =>
  constraints.find(
    (constraint): constraint is Extract<KnownConstraint, { type: 'MaxWords' }> =>
      constraint.type === 'MaxWords',
  )?.max_words;

export function TextareaInput({ input, value, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
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

export function NumberInput({ input, value, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
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

export function DateInput({ input, value, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
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

export function DateModifierInput({ input, value, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
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
  value,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
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
