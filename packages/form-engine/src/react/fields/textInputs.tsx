import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField, type ValueSource } from '@mobilise/ui/TextField';
import { useMemo } from 'react';
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
