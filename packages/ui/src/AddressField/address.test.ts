import { describe, expect, it } from 'vitest';
import { type AddressValue, emptyAddress, formatAddress, isAddressBlank } from './address.ts';

const complete: AddressValue = {
  type: 'FLD',
  addressLineOne: '12 Riverside Drive',
  addressLineTwo: '',
  addressLineThree: '',
  city: 'Nairobi',
  county: '',
  stateOrProvince: '',
  postCode: '00100',
  country: 'KE',
};

describe('isAddressBlank', () => {
  it('is blank while line one, city, country and post code are empty, whatever else it holds', () => {
    expect(isAddressBlank(emptyAddress)).toBe(true);
    expect(isAddressBlank({ ...emptyAddress, addressLineTwo: 'Flat 2', city: ' ' })).toBe(true);
    expect(isAddressBlank({ ...emptyAddress, postCode: '00100' })).toBe(false);
  });
});

describe('formatAddress', () => {
  it('joins the filled parts, naming the country', () => {
    expect(
      formatAddress({ ...complete, county: ' Westlands ' }, (code) => (code === 'KE' ? 'Kenya' : code)),
    ).toBe('12 Riverside Drive, Nairobi, Westlands, 00100, Kenya');
  });

  it('gives an empty text for an empty address', () => {
    expect(formatAddress(emptyAddress)).toBe('');
  });
});
