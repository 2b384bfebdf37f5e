import type { AnswerValue } from '@mobilise/contract';
import { AddressField, type AddressValue, emptyAddress } from '@mobilise/ui/AddressField';
import { CurrentAddressField } from '@mobilise/ui/CurrentAddressField';
import { isAddressBlank } from '../../core/index.ts';
import { useFormContext } from '../FormContext.ts';
import { useAnswer } from '../hooks/useFieldState.ts';
import { RadioGroupInput } from './choiceInputs.tsx';
import { type FieldInputProps, isAnswerRecord, textOf } from './FieldInputProps.ts';

/** An address answer: the contract's `{type, value: {…}}` (a person's stored address) or the flat field value. */
function addressOf(answer: AnswerValue): AddressValue {
  if (!isAnswerRecord(answer)) return emptyAddress;
  const nested = answer.value;
  const lines = nested !== undefined && isAnswerRecord(nested) ? nested : answer;
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
