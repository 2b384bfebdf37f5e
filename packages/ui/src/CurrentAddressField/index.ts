export type { CurrentAddressFieldProps, PersonAddress } from './CurrentAddressField.tsx';
export { CurrentAddressField } from './CurrentAddressField.tsx';
