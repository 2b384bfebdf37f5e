import { z } from 'zod';
import { addressAnswerSchema } from './addresses.ts';
import { leaveSubTypeSchema, leaveTypeSchema, travelTypeSchema } from './leave-and-travel.ts';
import {
  assetIdsSchema,
  codeTextSchema,
  idSchema,
  isoDateSchema,
  lineTextSchema,
  noteTextSchema,
  queryIntSchema,
  versionSchema,
} from './primitives.ts';

/**
 * The query of a leave or travel blank form and of the create it leads to: the person the request is
 * for (the caller's own profile by default). The form offers that person's family as subjects.
 */
export const leaveFormQuerySchema = z.strictObject({ person_profile: queryIntSchema(1).optional() });
export type LeaveFormQuery = z.infer<typeof leaveFormQuerySchema>;

/** At most this many people in a request's subjects or travelling family members. */
const maxPeople = 50;
const peopleSchema = z
  .array(idSchema)
  .max(maxPeople, { error: `must list at most ${maxPeople} people` })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'must not list a person twice',
    params: { messageKey: 'person_listed_twice' },
  });

/**
 * The answers of the leave-request form, sent bare (not under `answers`), each named as the template's
 * field. A cleared answer is null. `types` lists the leave types; `subType` belongs to EXTRAORDINARY
 * leave, and the server refuses it (422) for other leave and requires it, once the leave is decided on,
 * for EXTRAORDINARY leave. `attachments` are asset ids the caller uploaded or may read.
 */
const sharedAnswerFields = {
  subjectIds: peopleSchema,
  travellingFamilyMemberPersonProfileIds: peopleSchema,
  departureDate: isoDateSchema.nullable(),
  arrivalDate: isoDateSchema.nullable(),
  returnDate: isoDateSchema.nullable(),
  destination: lineTextSchema.nullable(),
  destinationAddress: addressAnswerSchema.nullable(),
  phoneNumbers: z.array(lineTextSchema).max(10, { error: 'must list at most 10 numbers' }),
  notes: noteTextSchema.nullable(),
  attachments: assetIdsSchema.max(50, { error: 'must list at most 50 files' }),
  multipleTypeNotes: noteTextSchema.nullable(),
};
const leaveAnswerFields = {
  ...sharedAnswerFields,
  types: z
    .array(leaveTypeSchema)
    .refine((types) => new Set(types).size === types.length, { error: 'must not list a type twice' }),
  subType: leaveSubTypeSchema.nullable(),
};

/**
 * The answers of the travel-plan form: the leave answers but the types, and the travel's own. A travel
 * plan has one travel type: travel to another organisation names `destinationOrganisationId`, other
 * travel `destinationCountry` (a country code). `hasNotNotifiedOnSiteLeadershipReason` goes with a
 * `hasNotifiedOnSiteLeadership` of false.
 */
const travelAnswerFields = {
  ...sharedAnswerFields,
  travelType: travelTypeSchema.nullable(),
  destinationCountry: codeTextSchema.nullable(),
  destinationOrganisationId: idSchema.nullable(),
  purposeOfTravel: noteTextSchema.nullable(),
  hasNotifiedOnSiteLeadership: z.boolean().nullable(),
  hasNotNotifiedOnSiteLeadershipReason: noteTextSchema.nullable(),
};

/** Each answer optional: the form engine creates the record with its first answer and autosaves one at a time. */
const optionalShape = <Shape extends Record<string, z.ZodType>>(shape: Shape) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  };

/**
 * What an update adds: the `version` read (a save over a newer one is a 409), and `updatedReason`, which
 * an edit of an APPROVED request must give (else 422): the edit returns it to AWAITING_APPROVAL.
 */
const updateFields = {
  version: versionSchema.optional(),
  updatedReason: noteTextSchema.trim().min(1, { error: 'must not be empty' }).optional(),
};

/** `POST api/leave-requests[?person_profile=]`. */
export const createLeaveRequestBodySchema = z.strictObject(optionalShape(leaveAnswerFields));
export type CreateLeaveRequestBody = z.infer<typeof createLeaveRequestBodySchema>;

/** `PUT api/leave-requests/{id}`: the answers saved (an autosave sends one). */
export const updateLeaveRequestBodySchema = z.strictObject({
  ...optionalShape(leaveAnswerFields),
  ...updateFields,
});
export type UpdateLeaveRequestBody = z.infer<typeof updateLeaveRequestBodySchema>;

/** `POST api/travel-plans[?person_profile=]`. */
export const createTravelPlanBodySchema = z.strictObject(optionalShape(travelAnswerFields));
export type CreateTravelPlanBody = z.infer<typeof createTravelPlanBodySchema>;

/** `PUT api/travel-plans/{id}`. */
export const updateTravelPlanBodySchema = z.strictObject({
  ...optionalShape(travelAnswerFields),
  ...updateFields,
});
export type UpdateTravelPlanBody = z.infer<typeof updateTravelPlanBodySchema>;
