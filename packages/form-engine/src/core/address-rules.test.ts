import { describe, expect, it } from 'vitest';
import {
  type AddressRuleParts,
  addressAnswerProblem,
  addressProblems,
  isAddressBlank,
  isAddressValid,
} from './address-rules.ts';

const complete: AddressRuleParts = {
  type: 'FLD',
  addressLineOne: '12 Riverside Drive',
  city: 'Nairobi',
  postCode: '00100',
  country: 'KE',
};

describe('isAddressValid and isAddressBlank (spec 01 §5)', () => {
  it.each(['FLD', 'HA', 'CORR', 'OTH', 'PER'])('R-VALID-001 an address of type %s is valid', (type) => {
    expect(isAddressValid({ ...complete, type })).toBe(true);
  });

  it.each(['WORK', '', 'fld'])('R-VALID-001 an address of type "%s" is not valid', (type) => {
    expect(isAddressValid({ ...complete, type })).toBe(false);
    expect(addressProblems({ ...complete, type })).toEqual(['type']);
  });

  it.each<[string, Partial<AddressRuleParts>, string]>([
    ['no line one', { addressLineOne: '' }, 'addressLineOne'],
    ['a blank line one', { addressLineOne: '   ' }, 'addressLineOne'],
    ['no city', { city: '' }, 'city'],
    ['no country', { country: '' }, 'country'],
    ['no post code', { postCode: '' }, 'postCode'],
  ])('R-VALID-002 an address with %s is not valid', (_case, change, part) => {
    expect(isAddressValid({ ...complete, ...change })).toBe(false);
    expect(addressProblems({ ...complete, ...change })).toEqual([part]);
    expect(isAddressBlank({ ...complete, ...change })).toBe(false);
  });

  it('R-VALID-002 only line one, city, country and post code are required', () => {
    expect(isAddressValid({ ...complete, addressLineTwo: '', county: '' } as AddressRuleParts)).toBe(true);
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
    expect(isAddressBlank({ ...blank, postCode: '00100' })).toBe(false);
  });
});

describe('addressAnswerProblem: the Address field holds back an address the server would refuse', () => {
  it('R-VALID-001 R-VALID-002 an unknown type is an invalid choice, a missing part a required one', () => {
    expect(addressAnswerProblem({ ...complete })).toBeNull();
    expect(addressAnswerProblem({ ...complete, type: 'WORK', city: '' })).toEqual({ key: 'validation.in' });
    expect(addressAnswerProblem({ ...complete, city: '' })).toEqual({ key: 'validation.required' });
    expect(addressAnswerProblem({ type: 'FLD', addressLineOne: '12 Riverside Drive' })).toEqual({
      key: 'validation.required',
    });
  });

  it('leaves an empty answer to Required and a person’s whole list of addresses alone', () => {
    expect(addressAnswerProblem(null)).toBeNull();
    expect(addressAnswerProblem([{ type: 'FLD', value: { city: '' } }])).toBeNull();
  });
});
