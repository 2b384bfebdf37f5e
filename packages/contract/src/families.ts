import { z } from 'zod';
import { personProfileListItemSchema } from './person-profiles.ts';
import {
  idListQuerySchema,
  idSchema,
  nameTextSchema,
  pageQuerySchema,
  queryFlagSchema,
  searchTextSchema,
} from './primitives.ts';

/** What a caller may do to a family; the spec names none, `update` is what its edit form needs. */
export const familyActions = ['update'] as const;
export const familyActionSchema = z.enum(familyActions);
export type FamilyAction = z.infer<typeof familyActionSchema>;

/** Family (spec 02 §3), field for field: its members are person profiles. */
export const familySchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  user_can: z.array(familyActionSchema),
  members: z.array(personProfileListItemSchema),
});
export type Family = z.infer<typeof familySchema>;

/** `GET api/families/{id}?with_member_current_addresses=true` (spec 02 §7): adds each member's currentAddress. */
export const familyQuerySchema = z.strictObject({
  with_member_current_addresses: queryFlagSchema.optional(),
});
export type FamilyQuery = z.infer<typeof familyQuerySchema>;

/** `GET api/families?{filters}` (spec 02 §7; the filters are ours: ids, a member, a name search). */
export const familyListQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  member: idListQuerySchema.optional(),
  search: searchTextSchema.optional(),
  ...pageQuerySchema.shape,
});
export type FamilyListQuery = z.infer<typeof familyListQuerySchema>;
