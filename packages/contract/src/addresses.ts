import { z } from 'zod';
import { codeTextSchema, lineTextSchema, nameTextSchema } from './primitives.ts';

/** Address types (spec 01 §3): FLD Field, HA Home Assignment/Leave, CORR Current, OTH Other, PER Permanent. */
export const addressTypes = ['FLD', 'HA', 'CORR', 'OTH', 'PER'] as const;
export const addressTypeSchema = z.enum(addressTypes);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** The parts of an address; `country` holds a country code. Empty parts are empty strings. */
export const addressValueSchema = z.object({
  addressLineOne: lineTextSchema,
  addressLineTwo: lineTextSchema,
  city: nameTextSchema,
  country: codeTextSchema,
  postCode: codeTextSchema,
});
export type AddressValue = z.infer<typeof addressValueSchema>;

/** Address (spec 01 §3): a type and a value. */
export const addressSchema = z.object({ type: addressTypeSchema, value: addressValueSchema });
export type Address = z.infer<typeof addressSchema>;

/** The person's current address as the profile shows it (spec 01 §3), the country by name. */
export const currentAddressSchema = z.object({
  line_one: lineTextSchema.nullable(),
  line_two: lineTextSchema.nullable(),
  line_three: lineTextSchema.nullable(),
  town: nameTextSchema.nullable(),
  county: nameTextSchema.nullable(),
  state_or_province: nameTextSchema.nullable(),
  postcode: codeTextSchema.nullable(),
  country_name: nameTextSchema.nullable(),
});
export type CurrentAddress = z.infer<typeof currentAddressSchema>;
