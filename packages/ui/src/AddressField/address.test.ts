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
  it.each<[string, Partial<AddressValue>, boolean, boolean]>([
    ['a complete Field address', {}, true, false],
    ...(['FLD', 'HA', 'CORR', 'OTH', 'PER'] as const).map(
      (type): [string, Partial<AddressValue>, boolean, boolean] => [`type ${type}`, { type }, true, false],
    ),
    ['an unknown type', { type: 'WORK' }, false, false],
    ['no type', { type: '' }, false, false],
    ['a lower-case type', { type: 'fld' }, false, false],
    ['no line one', { addressLineOne: '' }, false, false],
    ['a blank line one', { addressLineOne: '   ' }, false, false],
    ['no city', { city: '' }, false, false],
    ['no country', { country: '' }, false, false],
    ['no post code', { postCode: '' }, false, false],
    ['only optional parts missing', { addressLineTwo: '', county: '', stateOrProvince: '' }, true, false],
    [
      'the four required parts empty (type and optional lines do not count)',
      { addressLineOne: '', city: '', country: '', postCode: '', addressLineTwo: 'Flat 2' },
      false,
      true,
    ],
  ])('%s: valid %s, blank %s', (_case, change, valid, blank) => {
    const address = { ...complete, ...change };
    expect(isAddressValid(address)).toBe(valid);
    expect(isAddressBlank(address)).toBe(blank);
  });

  it('an empty address is blank and not valid', () => {
    expect(isAddressBlank(emptyAddress)).toBe(true);
    expect(isAddressValid(emptyAddress)).toBe(false);
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
