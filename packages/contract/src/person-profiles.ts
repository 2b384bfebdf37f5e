import { z } from 'zod';
import { addressSchema, currentAddressSchema } from './addresses.ts';
import { appointmentSchema } from './applications.ts';
import { assignmentSummarySchema } from './assignment-summary.ts';
import { memberStatusSchema } from './current-user.ts';
import { educationPlanSchema } from './education-plans.ts';
import { answerValueSchema } from './forms.ts';
import { personProfileSorts } from './person-profile-sorts.ts';
import { type PersonStatusFlag, personStatusFlags } from './person-status-flags.ts';
import { positionSchema } from './positions.ts';
import {
  assetIdsSchema,
  codeTextSchema,
  commaListSchema,
  emailTextSchema,
  idListQuerySchema,
  idSchema,
  isoDateSchema,
  lineTextSchema,
  nameTextSchema,
  noteTextSchema,
  pageQuerySchema,
  queryFlagSchema,
  queryIntSchema,
  searchTextSchema,
  timestampSchema,
  versionSchema,
} from './primitives.ts';

export const personStatusFlagsSchema = z.object(
  Object.fromEntries(personStatusFlags.map((flag) => [flag, z.boolean()])) as Record<
    PersonStatusFlag,
    z.ZodBoolean
  >,
);
export type PersonStatusFlags = z.infer<typeof personStatusFlagsSchema>;

/** Where one of the person's active assignments takes place. */
export const activeAssignmentLocationSchema = z.object({
  country_name: nameTextSchema.nullable(),
  geolocation_name: nameTextSchema.nullable(),
  team_name: nameTextSchema.nullable(),
  unit_name: nameTextSchema.nullable(),
});
export type ActiveAssignmentLocation = z.infer<typeof activeAssignmentLocationSchema>;

/** An education plan as the profile lists it: the fields a profile page shows for each child's plan. */
export const profileEducationPlanSchema = educationPlanSchema.pick({
  id: true,
  status: true,
  academicYear: true,
  expiresOn: true,
});
export type ProfileEducationPlan = z.infer<typeof profileEducationPlanSchema>;

/**
 * PersonProfile, field for field and spelt as the spec spells it (camelCase, with the
 * status flags in snake_case). Ids of organisations, users, avatars and families are database ids;
 * `phoneNumber` is the current phone number.
 */
export const personProfileSchema = z.object({
  // Identity
  id: idSchema,
  userId: idSchema.nullable(),
  userCreatedAt: timestampSchema.nullable(),
  firstName: nameTextSchema,
  lastName: nameTextSchema,
  middleNames: nameTextSchema.nullable(),
  avatarId: idSchema.nullable(),
  salutation: nameTextSchema.nullable(),
  knownAs: nameTextSchema.nullable(),
  formerLastName: nameTextSchema.nullable(),
  suffix: nameTextSchema.nullable(),
  // Family and education
  familyId: idSchema.nullable(),
  familyName: nameTextSchema.nullable(),
  withFamily: z.boolean(),
  educationPlans: z.array(profileEducationPlanSchema),
  requiresEducationPlan: z.boolean(),
  // Mobilisation and contact
  mobilisedByOrganisationIds: z.array(idSchema),
  aimPositionalEmail: emailTextSchema.nullable(),
  aimPersonalEmail: emailTextSchema.nullable(),
  aimAlternativeEmail: emailTextSchema.nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  specialNeeds: noteTextSchema.nullable(),
  willTravelOnAssignment: z.boolean().nullable(),
  phoneNumber: lineTextSchema.nullable(),
  // Address and assignments
  addresses: z.array(addressSchema),
  currentAddressId: idSchema.nullable(),
  currentAddress: currentAddressSchema.nullable(),
  assignments: z.array(assignmentSummarySchema),
  // Status
  ...personStatusFlagsSchema.shape,
  memberStatus: memberStatusSchema.nullable(),
  activeAssignmentLocations: z.array(activeAssignmentLocationSchema),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;

/**
 * An item of `GET api/person-profiles`: the groups the caller did not ask for are left out, so a list
 * pays only for what it shows. `with_status` adds the status flags and memberStatus, `with_assignments`
 * adds assignments and activeAssignmentLocations, `with_current_address` adds currentAddress.
 */
export const personProfileListItemSchema = personProfileSchema.partial({
  ...(Object.fromEntries(personStatusFlags.map((flag) => [flag, true])) as Record<PersonStatusFlag, true>),
  memberStatus: true,
  assignments: true,
  activeAssignmentLocations: true,
  currentAddress: true,
});
export type PersonProfileListItem = z.infer<typeof personProfileListItemSchema>;

/**
 * What a caller may do to a profile. The spec names no profile actions (its record-level list is the
 * assignment's); `update` is the one the profile's edit call needs.
 */
export const personProfileActions = ['update'] as const;
export const personProfileActionSchema = z.enum(personProfileActions);
export type PersonProfileAction = z.infer<typeof personProfileActionSchema>;

/** The spec gives no values for sex and marital status; these are the ones the profile form offers. */
export const sexes = ['MALE', 'FEMALE'] as const;
export const sexSchema = z.enum(sexes);
export const maritalStatuses = ['SINGLE', 'MARRIED', 'WIDOWED', 'DIVORCED', 'SEPARATED'] as const;
export const maritalStatusSchema = z.enum(maritalStatuses);
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

/** A position the person holds, as the profile and the pop-up show it. */
export const heldPositionSchema = positionSchema.pick({ id: true, name: true, removed: true });
export type HeldPosition = z.infer<typeof heldPositionSchema>;

/** A person as the pop-up shows one, field for field; `name` is the full name. */
export const personPopUpSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  email: emailTextSchema.nullable(),
  avatarId: idSchema.nullable(),
  isAdmin: z.boolean(),
  invitedOn: timestampSchema.nullable(),
  familyId: idSchema.nullable(),
  positions: z.array(positionSchema.pick({ name: true, removed: true })),
  appointments: z.array(appointmentSchema),
});
export type PersonPopUp = z.infer<typeof personPopUpSchema>;

/** The full-profile fields the full profile adds to PersonProfile, in the spec's order. */
export const fullPersonProfileFieldsSchema = z.object({
  userCan: z.array(personProfileActionSchema),
  /** The person's interface language (en, es, fr, pt). */
  language: codeTextSchema.nullable(),
  sex: sexSchema.nullable(),
  inactiveSince: isoDateSchema.nullable(),
  retiredOn: isoDateSchema.nullable(),
  deceasedOn: isoDateSchema.nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  spouseName: nameTextSchema.nullable(),
  dateOfMarriage: isoDateSchema.nullable(),
  /** Country codes. */
  nationalities: z.array(codeTextSchema),
  /** The country code of the person's permanent residency. */
  permanentResidency: codeTextSchema.nullable(),
  hasFamilyMembersOnPlannedAssignments: z.boolean(),
  hasFamilyMembersOnActiveAssignments: z.boolean(),
  /** The active assignment with where it takes place, or null without one. */
  currentAssignmentDetails: assignmentSummarySchema.extend(activeAssignmentLocationSchema.shape).nullable(),
  positions: z.array(heldPositionSchema),
  appointments: z.array(appointmentSchema),
  isAdmin: z.boolean(),
  /** When the person's sign-in invitation was sent, or null if never. */
  invitedOn: timestampSchema.nullable(),
  attachments: assetIdsSchema,
  isEmployee: z.boolean(),
});

/**
 * The values derived from a profile, named in camelCase like the profile's own fields.
 * `isUnder20`, `isUnder26` and `isChild` read as booleans because that is what they are (the spec's
 * "under 20", "under 26", "child"); `age` is null, and the three flags false, without a date of birth.
 */
export const personProfileDerivedSchema = z.object({
  initials: z.string(),
  age: z.number().int().nonnegative().nullable(),
  isUnder20: z.boolean(),
  isUnder26: z.boolean(),
  /** 19 or younger. */
  isChild: z.boolean(),
  /** knownAs when set, otherwise firstName. */
  preferredShortName: z.string(),
});
export type PersonProfileDerived = z.infer<typeof personProfileDerivedSchema>;

/**
 * `GET api/person-profiles/{id}`: the full profile with its derived values, and the `version` an edit
 * must send back (not a spec field: it is how a stale edit is told apart, answered with 409).
 */
export const fullPersonProfileSchema = personProfileSchema
  .extend(fullPersonProfileFieldsSchema.shape)
  .extend(personProfileDerivedSchema.shape)
  .extend({ version: versionSchema });
export type FullPersonProfile = z.infer<typeof fullPersonProfileSchema>;

/**
 * `POST api/person-profiles/{id}/invite` (ours; the spec shows `invitedOn` but names no call that sends
 * the invite): the register link went out by mail, and this is when.
 */
export const personProfileInvitationSchema = z.object({ invitedOn: timestampSchema });
export type PersonProfileInvitation = z.infer<typeof personProfileInvitationSchema>;

/**
 * The filters of `GET api/person-profiles` and of its CSV export, without paging. `status` keeps people
 * holding any of the flags listed; `organisation` keeps people that organisation mobilises (within the
 * caller's scope, so naming another organisation finds nobody).
 */
export const personProfileFilterQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  user: idListQuerySchema.optional(),
  email: emailTextSchema.trim().optional(),
  has_user: queryFlagSchema.optional(),
  has_family: queryFlagSchema.optional(),
  search: searchTextSchema.optional(),
  sort: z.enum(personProfileSorts).optional(),
  status: commaListSchema(z.enum(personStatusFlags), personStatusFlags.length).optional(),
  member_status: memberStatusSchema.optional(),
  organisation: queryIntSchema(1).optional(),
});
export type PersonProfileFilterQuery = z.infer<typeof personProfileFilterQuerySchema>;

/**
 * `GET api/person-profiles`: `id` and `user` are comma-joined id lists, `email` with
 * `has_user=true` finds the profile of a signed-up user, `has_family=false` keeps the people in no family
 * yet (those a family's members lookup offers), `search` matches names and e-mails, the
 * filters above narrow it, and the three `with_*` flags add field groups to each item (see
 * personProfileListItemSchema).
 */
export const personProfileListQuerySchema = z.strictObject({
  ...personProfileFilterQuerySchema.shape,
  with_status: queryFlagSchema.optional(),
  with_assignments: queryFlagSchema.optional(),
  with_current_address: queryFlagSchema.optional(),
  ...pageQuerySchema.shape,
});
export type PersonProfileListQuery = z.infer<typeof personProfileListQuerySchema>;

/**
 * The answers of a profile edit: the profile form's answers by field name, which the server checks
 * against the form template (an unknown field name is a 422 there). `withFamily` is the one answer the
 * family page sends on its own.
 */
export const personProfileAnswersSchema = z
  .object({ withFamily: z.boolean().optional() })
  .catchall(answerValueSchema);

/**
 * `PUT /api/person-profiles/{id}` (answers wrapped under `answers`). With `version`
 * (the one the caller read) the write is refused with 409 if the profile changed since. Without it, only
 * the answers sent are written: the form engine's autosave sends one field at a time, so another
 * writer's other fields are never overwritten.
 */
export const updatePersonProfileBodySchema = z.strictObject({
  answers: personProfileAnswersSchema,
  version: versionSchema.optional(),
});
export type UpdatePersonProfileBody = z.infer<typeof updatePersonProfileBodySchema>;
