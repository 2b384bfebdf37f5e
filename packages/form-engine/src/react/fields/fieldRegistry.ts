import type { FieldType } from '@mobilise/contract';
import type { ComponentType } from 'react';
import {
  CheckboxGroupInput,
  CheckboxInput,
  CustomLookupInput,
  LanguagePickerInput,
  RadioGroupInput,
  SelectInput,
  TabulatedSelectInput,
} from './choiceInputs.tsx';
import type { FieldInputProps } from './FieldInputProps.ts';
import {
  AddressInput,
  CurrentAddressInput,
  CurrentPhoneNumberInput,
  PositionAssignmentsInput,
} from './personInputs.tsx';
import {
  DateInput,
  DateModifierInput,
  EmailInput,
  EmbeddedVideoUrlInput,
  HiddenInput,
  NumberInput,
  PhoneInput,
  TextareaInput,
  TextInput,
  UrlInput,
} from './textInputs.tsx';

/** Every field type of the template and the ui input that answers it. */
export const fieldRegistry: Record<FieldType, ComponentType<FieldInputProps>> = {
  Text: TextInput,
  Url: UrlInput,
  Phone: PhoneInput,
  Email: EmailInput,
  Hidden: HiddenInput,
  Textarea: TextareaInput,
  Number: NumberInput,
  Checkbox: CheckboxInput,
  RadioGroup: RadioGroupInput,
  CheckboxGroup: CheckboxGroupInput,
  Select: SelectInput,
  TabulatedSelect: TabulatedSelectInput,
  CustomLookup: CustomLookupInput,
  LanguagePicker: LanguagePickerInput,
  Address: AddressInput,
  CurrentAddress: CurrentAddressInput,
  PositionAssignments: PositionAssignmentsInput,
  Date: DateInput,
  DateModifier: DateModifierInput,
  CurrentPhoneNumber: CurrentPhoneNumberInput,
  EmbeddedVideoUrl: EmbeddedVideoUrlInput,
};

export class UnknownFieldTypeError extends Error {
  constructor(fieldType: string) {
    super(`Unknown field type "${fieldType}"`);
    this.name = 'UnknownFieldTypeError';
  }
}

/** The input of a field type; an unknown field type is an error. */
export function fieldInputOf(fieldType: string): ComponentType<FieldInputProps> {
  if (!Object.hasOwn(fieldRegistry, fieldType)) throw new UnknownFieldTypeError(fieldType);
  return fieldRegistry[fieldType as FieldType];
}
