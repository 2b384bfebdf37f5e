export type { AddressFieldProps } from './AddressField.tsx';
export { AddressField } from './AddressField.tsx';
export type { AddressType, AddressValue } from './address.ts';
export {
  addressTypes,
  emptyAddress,
  formatAddress,
  isAddressBlank,
} from './address.ts';
