import { z } from 'zod';
import { addressTypes } from './address-types.ts';
import {
  codeTextSchema,
  idSchema,
  lineTextSchema,
  nameTextSchema,
  queryIntSchema,
  versionSchema,
} from './primitives.ts';

export const addressTypeSchema = z.enum(addressTypes);

/** The parts of an address; `country` holds a country code. Empty parts are empty strings. */
export const addressValueSchema = z.object({
  addressLineOne: lineTextSchema,
  addressLineTwo: lineTextSchema,
  city: nameTextSchema,
  country: codeTextSchema,
  postCode: codeTextSchema,
});
export type AddressValue = z.infer<typeof addressValueSchema>;

/** Address: a type and a value, with the id its own calls and `currentAddressId` name it by. */
export const addressSchema = z.object({ id: idSchema, type: addressTypeSchema, value: addressValueSchema });
export type Address = z.infer<typeof addressSchema>;

/** The person's current address as the profile shows it, the country by name. */
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

/**
 * The answer of the address form's Address field: its type and every part, empty parts as ''. The type
 * is any text here so that the address rules (form-engine/core) judge it with the other parts.
 */
export const addressAnswerSchema = z.strictObject({
  type: codeTextSchema,
  addressLineOne: lineTextSchema.default(''),
  addressLineTwo: lineTextSchema.default(''),
  addressLineThree: lineTextSchema.default(''),
  city: nameTextSchema.default(''),
  county: nameTextSchema.default(''),
  stateOrProvince: nameTextSchema.default(''),
  postCode: codeTextSchema.default(''),
  country: codeTextSchema.default(''),
});
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;

/** The answers of the address form, sent bare; a cleared address field answers null. */
const addressAnswerFields = {
  address: addressAnswerSchema.nullable(),
  /** Whether this is the person's current address (their `currentAddressId`). */
  isCurrent: z.boolean(),
};

/**
 * `POST api/addresses[?person_profile=]`: a new address of the person the body's `personProfileId` (or
 * the query's `person_profile`, the create URL the form engine posts its first answer to) names.
 */
export const createAddressBodySchema = z.strictObject({
  personProfileId: idSchema.optional(),
  address: addressAnswerFields.address.optional(),
  isCurrent: addressAnswerFields.isCurrent.optional(),
});
export type CreateAddressBody = z.infer<typeof createAddressBodySchema>;

/** The query of `POST api/addresses` and `GET api/addresses/form`: the person the address is for. */
export const addressPersonQuerySchema = z.strictObject({ person_profile: queryIntSchema(1).optional() });
export type AddressPersonQuery = z.infer<typeof addressPersonQuerySchema>;

/**
 * `PATCH api/addresses/{id}`: the answers saved; only those sent are written, and the person cannot
 * change. With the `version` read, a save over a newer one is refused with 409.
 */
export const updateAddressBodySchema = z.strictObject({
  address: addressAnswerFields.address.optional(),
  isCurrent: addressAnswerFields.isCurrent.optional(),
  version: versionSchema.optional(),
});
export type UpdateAddressBody = z.infer<typeof updateAddressBodySchema>;

/** An address as its own calls answer it: whose it is, and whether it is their current one. */
export const addressRecordSchema = addressSchema.extend({
  personProfileId: idSchema,
  isCurrent: z.boolean(),
  version: versionSchema,
});
export type AddressRecord = z.infer<typeof addressRecordSchema>;
