/**
 * Address types: FLD Field, HA Home Assignment/Leave, CORR Current, OTH Other, PER Permanent.
 * Apart from the address schemas, so that the form engine's core reads them without loading zod.
 */
export const addressTypes = ['FLD', 'HA', 'CORR', 'OTH', 'PER'] as const;
export type AddressType = (typeof addressTypes)[number];
