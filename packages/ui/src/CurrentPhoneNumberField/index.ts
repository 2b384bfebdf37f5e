export type { CurrentPhoneNumberFieldProps } from './CurrentPhoneNumberField.tsx';
export { CurrentPhoneNumberField } from './CurrentPhoneNumberField.tsx';
