import { type AddressType, type AnswerValue, addressTypes } from '@mobilise/contract';
import type { ValidationMessage } from './constraints/rule.ts';

/** The parts of an address the rules read; the browser's field and the server's save share them. */
export interface AddressRuleParts {
  type: string;
  addressLineOne: string;
  city: string;
  country: string;
  postCode: string;
}

/** The parts a valid address must fill. */
export const requiredAddressParts = ['addressLineOne', 'city', 'country', 'postCode'] as const;
export type RequiredAddressPart = (typeof requiredAddressParts)[number];

const isFilled = (text: string) => text.trim() !== '';

export const isAddressType = (value: string): value is AddressType =>
  (addressTypes as readonly string[]).includes(value);

/** What keeps an address from being valid: an unknown type, and each required part left empty. */
export function addressProblems(address: AddressRuleParts): ('type' | RequiredAddressPart)[] {
  return [
    ...(isAddressType(address.type) ? [] : ['type' as const]),
    ...requiredAddressParts.filter((part) => !isFilled(address[part])),
  ];
}

/** valid only with a known type and line one, city, country and post code all filled. */
export const isAddressValid = (address: AddressRuleParts) => addressProblems(address).length === 0;

/** blank when line one, city, country and post code are all empty. */
export const isAddressBlank = (address: AddressRuleParts) =>
  !requiredAddressParts.some((part) => isFilled(address[part]));

const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');

/**
 * What an Address field's answer (one address, as the address form sends it) must fix before it is
 * saved: an unknown type, else a required part left empty; null when it is valid or not one address
 * (empty, or a person's whole list of addresses). The server refuses the same answers.
 */
export function addressAnswerProblem(value: AnswerValue): ValidationMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const problems = addressProblems({
    type: textOf(value.type),
    addressLineOne: textOf(value.addressLineOne),
    city: textOf(value.city),
    country: textOf(value.country),
    postCode: textOf(value.postCode),
  });
  if (problems.length === 0) return null;
  return { key: problems[0] === 'type' ? 'validation.in' : 'validation.required' };
}
