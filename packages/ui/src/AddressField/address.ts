import { allowedValues } from '../styles/allowedValues.ts';

/** The kinds of address: Field, Home Assignment/Leave, Current, Other, Permanent. */
export type AddressType = 'FLD' | 'HA' | 'CORR' | 'OTH' | 'PER';
export const addressTypes = allowedValues<AddressType>()(['FLD', 'HA', 'CORR', 'OTH', 'PER']);

/** An address as stored; `country` and `stateOrProvince` hold option values. */
export interface AddressValue {
  type: string;
  addressLineOne: string;
  addressLineTwo: string;
  addressLineThree: string;
  city: string;
  county: string;
  stateOrProvince: string;
  postCode: string;
  country: string;
}

export const emptyAddress: AddressValue = {
  type: '',
  addressLineOne: '',
  addressLineTwo: '',
  addressLineThree: '',
  city: '',
  county: '',
  stateOrProvince: '',
  postCode: '',
  country: '',
};

const isFilled = (text: string) => text.trim() !== '';

/**
 * blank when line one, city, country and post code are all empty; the field marks those parts
 * required once any is filled. The rules themselves (valid, blank) are form-engine/core's
 * `address-rules.ts`, which the server applies; ui cannot import it (form-engine builds on ui).
 */
export const isAddressBlank = (address: AddressValue) =>
  ![address.addressLineOne, address.city, address.country, address.postCode].some(isFilled);

/** The filled parts of an address on one line, e.g. "12 Riverside Drive, Nairobi, 00100, Kenya". */
export const formatAddress = (
  address: AddressValue,
  countryName: (code: string) => string = (code) => code,
) =>
  [
    address.addressLineOne,
    address.addressLineTwo,
    address.addressLineThree,
    address.city,
    address.county,
    address.stateOrProvince,
    address.postCode,
    address.country ? countryName(address.country) : '',
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
