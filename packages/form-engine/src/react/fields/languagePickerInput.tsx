import type { AnswerValue } from '@mobilise/contract';
import { LanguagePicker, type LanguageSkill } from '@mobilise/ui/LanguagePicker';
import { useState } from 'react';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { type FieldInputProps, listOf } from './FieldInputProps.ts';

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
