import type { AnswerValue } from '@mobilise/contract';
import { type PositionAssignments, PositionAssignmentsField } from '@mobilise/ui/PositionAssignmentsField';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { type FieldInputProps, isAnswerRecord, textOf } from './FieldInputProps.ts';

const assignmentsOf = (value: AnswerValue): PositionAssignments =>
  isAnswerRecord(value)
    ? Object.fromEntries(
        Object.entries(value).map(([position, people]) => [
          position,
          Array.isArray(people) ? people.map(textOf) : [],
        ]),
      )
    : {};

export function PositionAssignmentsInput({ answer, onChange, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources, positions } = useFormContext();
  return (
    <PositionAssignmentsField
      {...chrome}
      positions={positions ?? []}
      people={sources.people ?? []}
      value={assignmentsOf(value)}
      onChange={(next) =>
        onChange(Object.fromEntries(Object.entries(next).map(([id, people]) => [id, [...people]])))
      }
      isReadOnly={isReadOnly}
    />
  );
}
