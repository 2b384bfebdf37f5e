import type { AnswerValue } from '@mobilise/contract';
import { AddressField, type AddressValue, emptyAddress, isAddressBlank } from '@mobilise/ui/AddressField';
import { CurrentAddressField } from '@mobilise/ui/CurrentAddressField';
import { CurrentPhoneNumberField } from '@mobilise/ui/CurrentPhoneNumberField';
import { type PositionAssignments, PositionAssignmentsField } from '@mobilise/ui/PositionAssignmentsField';
import { useFormContext } from '../FormContext.ts';
import { type FieldInputProps, textOf } from './FieldInputProps.ts';

const isRecord = (value: AnswerValue): value is Record<string, AnswerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function AddressInput({ value, onChange, chrome, isReadOnly }: FieldInputProps) {
  const { sources } = useFormContext();
  const address: AddressValue = {
    ...emptyAddress,
    ...(isRecord(value) ? (value as Partial<AddressValue>) : {}),
  };
  return (
    <AddressField
      {...chrome}
      countries={sources.countries ?? []}
      statesOrProvinces={sources.statesOrProvinces}
      value={address}
      onChange={(next) => onChange(isAddressBlank(next) ? null : { ...next })}
      isReadOnly={isReadOnly}
    />
  );
}

export function CurrentAddressInput({ input, value, onChange, onBlur, chrome, isReadOnly }: FieldInputProps) {
  const { sources } = useFormContext();
  return (
    <CurrentAddressField
      {...chrome}
      name={input.fieldName}
      addresses={sources.addresses ?? []}
      value={value === null ? null : textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}

export function CurrentPhoneNumberInput({
  input,
  value,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
  const { sources } = useFormContext();
  return (
    <CurrentPhoneNumberField
      {...chrome}
      name={input.fieldName}
      options={sources.phoneNumbers ?? []}
      value={value === null ? null : textOf(value)}
      onChange={onChange}
      onBlur={onBlur}
      isReadOnly={isReadOnly}
    />
  );
}

const assignmentsOf = (value: AnswerValue): PositionAssignments =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).map(([position, people]) => [
          position,
          Array.isArray(people) ? people.map(textOf) : [],
        ]),
      )
    : {};

export function PositionAssignmentsInput({ value, onChange, chrome, isReadOnly }: FieldInputProps) {
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
