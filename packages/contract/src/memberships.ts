import { z } from 'zod';
import { personProfileListItemSchema } from './person-profiles.ts';
import {
  codeTextSchema,
  commaListSchema,
  idListQuerySchema,
  idSchema,
  isoDateSchema,
  nameTextSchema,
  pageQuerySchema,
} from './primitives.ts';

/** Membership types: SHORT_TERM shows a green badge, the others a purple one. */
export const membershipTypes = [
  'SHORT_TERM',
  'FULL_TERM',
  'SECONDED_IN',
  'MOU_PARTNER',
  'AFFILIATE',
] as const;
export const membershipTypeSchema = z.enum(membershipTypes);
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** Membership, field for field; `entry_id` numbers the person's memberships, `contribution` says what they give. */
export const membershipSchema = z.object({
  id: idSchema,
  entry_id: codeTextSchema.nullable(),
  member: personProfileListItemSchema,
  type: membershipTypeSchema,
  contribution: nameTextSchema.nullable(),
  starts_from: isoDateSchema,
  end_date: isoDateSchema.nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** `GET api/memberships?member={id}` and other filters. */
export const membershipListQuerySchema = z.strictObject({
  member: idListQuerySchema.optional(),
  type: commaListSchema(membershipTypeSchema).optional(),
  ...pageQuerySchema.shape,
});
export type MembershipListQuery = z.infer<typeof membershipListQuerySchema>;
