import { z } from 'zod';
import { personProfileListItemSchema } from './person-profiles.ts';
import {
  idListQuerySchema,
  idSchema,
  nameTextSchema,
  pageQuerySchema,
  queryFlagSchema,
  searchTextSchema,
  versionSchema,
} from './primitives.ts';

/** What a caller may do to a family; the spec names none, `update` is what its edit form needs. */
export const familyActions = ['update'] as const;
export const familyActionSchema = z.enum(familyActions);
export type FamilyAction = z.infer<typeof familyActionSchema>;

/** Family, field for field: its members are person profiles. */
export const familySchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  user_can: z.array(familyActionSchema),
  members: z.array(personProfileListItemSchema),
});
export type Family = z.infer<typeof familySchema>;

/** `GET api/families/{id}` and the answer of an update: the family with the `version` an edit sends back. */
export const familyRecordSchema = familySchema.extend({ version: versionSchema });
export type FamilyRecord = z.infer<typeof familyRecordSchema>;

/** `GET api/families/{id}?with_member_current_addresses=true`: adds each member's currentAddress. */
export const familyQuerySchema = z.strictObject({
  with_member_current_addresses: queryFlagSchema.optional(),
});
export type FamilyQuery = z.infer<typeof familyQuerySchema>;

/** `GET api/families?{filters}` (the filters are ours: ids, a member, a name search). */
export const familyListQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  member: idListQuerySchema.optional(),
  search: searchTextSchema.optional(),
  ...pageQuerySchema.shape,
});
export type FamilyListQuery = z.infer<typeof familyListQuerySchema>;

/** At most this many members in one family answer. */
export const maxFamilyMembers = 50;

/**
 * The answers of the family form (a create or update sends them bare, not under
 * `answers`): its name and the ids of its members, which replace those the caller reaches.
 */
const familyAnswerFields = {
  name: nameTextSchema.trim().min(1, { error: 'must not be empty' }),
  members: z
    .array(idSchema)
    .max(maxFamilyMembers, { error: `must list at most ${maxFamilyMembers} people` })
    // messageKey: the server words this check in the reader's language from its catalogue.
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'must not list a person twice',
      params: { messageKey: 'person_listed_twice' },
    }),
};

/**
 * `POST api/families[?organisation=]`. The form engine creates a record with the first answer saved,
 * whichever it is, so a family may start without its name (stored empty until a save gives one); once
 * given, a name cannot be blanked.
 */
export const createFamilyBodySchema = z.strictObject({
  name: familyAnswerFields.name.optional(),
  members: familyAnswerFields.members.optional(),
});
export type CreateFamilyBody = z.infer<typeof createFamilyBodySchema>;

/**
 * `PUT api/families/{id}`: the answers saved (an autosave sends one), and optionally the `version` read,
 * so that a save over a newer one is refused with 409.
 */
export const updateFamilyBodySchema = z.strictObject({
  name: familyAnswerFields.name.optional(),
  members: familyAnswerFields.members.optional(),
  version: versionSchema.optional(),
});
export type UpdateFamilyBody = z.infer<typeof updateFamilyBodySchema>;
