import { describe, expect, it } from 'vitest';
import { type AddressValue, emptyAddress, formatAddress, isAddressBlank, isAddressValid } from './address.ts';

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

describe('isAddressValid and isAddressBlank (spec 01 §5)', () => {
  it.each(['FLD', 'HA', 'CORR', 'OTH', 'PER'])('R-VALID-001 an address of type %s is valid', (type) => {
    expect(isAddressValid({ ...complete, type })).toBe(true);
  });

  it.each(['WORK', '', 'fld'])('R-VALID-001 an address of type "%s" is not valid', (type) => {
    expect(isAddressValid({ ...complete, type })).toBe(false);
  });

  it.each<[string, Partial<AddressValue>]>([
    ['no line one', { addressLineOne: '' }],
    ['a blank line one', { addressLineOne: '   ' }],
    ['no city', { city: '' }],
    ['no country', { country: '' }],
    ['no post code', { postCode: '' }],
  ])('R-VALID-002 an address with %s is not valid', (_case, change) => {
    expect(isAddressValid({ ...complete, ...change })).toBe(false);
    expect(isAddressBlank({ ...complete, ...change })).toBe(false);
  });

  it('R-VALID-002 only line one, city, country and post code are required', () => {
    expect(isAddressValid({ ...complete, addressLineTwo: '', county: '', stateOrProvince: '' })).toBe(true);
  });

  it('R-VALID-003 an address is blank when line one, city, country and post code are all empty, whatever else it holds', () => {
    const blank = {
      ...complete,
      addressLineOne: '',
      city: ' ',
      country: '',
      postCode: '',
      addressLineTwo: 'Flat 2',
    };
    expect(isAddressBlank(blank)).toBe(true);
    expect(isAddressValid(blank)).toBe(false);
    expect(isAddressBlank(emptyAddress)).toBe(true);
    expect(isAddressBlank({ ...blank, postCode: '00100' })).toBe(false);
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
