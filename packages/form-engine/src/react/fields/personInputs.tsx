import type { AnswerValue } from '@mobilise/contract';
import { AddressField, type AddressValue, emptyAddress } from '@mobilise/ui/AddressField';
import { CurrentAddressField } from '@mobilise/ui/CurrentAddressField';
import { CurrentPhoneNumberField } from '@mobilise/ui/CurrentPhoneNumberField';
import { type PositionAssignments, PositionAssignmentsField } from '@mobilise/ui/PositionAssignmentsField';
import { isAddressBlank } from '../../core/index.ts';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { RadioGroupInput } from './choiceInputs.tsx';
import { type FieldInputProps, textOf } from './FieldInputProps.ts';

const isRecord = (value: AnswerValue): value is Record<string, AnswerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An address answer: the contract's `{type, value: {…}}` (a person's stored address) or the flat field value. */
function addressOf(answer: AnswerValue): AddressValue {
  if (!isRecord(answer)) return emptyAddress;
  const nested = answer.value;
  const lines = nested !== undefined && isRecord(nested) ? nested : answer;
  return {
    ...emptyAddress,
    ...(lines as Partial<AddressValue>),
    type: typeof answer.type === 'string' ? answer.type : '',
  };
}

const ignoreChange = () => {};

export function AddressInput({ answer, onChange, chrome, isReadOnly }: FieldInputProps) {
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  const countries = sources.countries ?? [];
  // A person's addresses as a whole are shown, each read-only: they change through their own calls (PATCH).
  if (Array.isArray(value)) {
    return value.map((answer, index) => (
      <AddressField
        // Stored addresses have no stable key in the answer and are never reordered here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        {...chrome}
        label={value.length > 1 ? `${chrome.label} ${index + 1}` : chrome.label}
        countries={countries}
        statesOrProvinces={sources.statesOrProvinces}
        value={addressOf(answer)}
        onChange={ignoreChange}
        isReadOnly
      />
    ));
  }
  return (
    <AddressField
      {...chrome}
      countries={countries}
      statesOrProvinces={sources.statesOrProvinces}
      value={addressOf(value)}
      // A type chosen first is kept while the parts are typed: only a wholly empty address clears the answer.
      onChange={(next) => onChange(isAddressBlank(next) && next.type === '' ? null : { ...next })}
      isReadOnly={isReadOnly}
    />
  );
}

export function CurrentAddressInput(props: FieldInputProps) {
  const { input, answer, onChange, onBlur, chrome, isReadOnly } = props;
  const value = useAnswer(answer);
  const { sources } = useFormContext();
  // A server template may offer the person's addresses as options of the field itself.
  if (!sources.addresses && input.options?.length) return <RadioGroupInput {...props} />;
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
  answer,
  onChange,
  onBlur,
  chrome,
  isReadOnly,
}: FieldInputProps) {
  const value = useAnswer(answer);
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
