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
 * The answers of the leave-request form, each named as the template's field. A cleared answer is null. `types` lists the leave types; `subType` belongs to EXTRAORDINARY
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
 * The reason for a change, an answer of the record form of an APPROVED request: an edit of one must
 * give it (else 422), and returns the request to AWAITING_APPROVAL.
 */
const updatedReasonSchema = noteTextSchema.trim().min(1, { error: 'must not be empty' });

/**
 * A save of the leave or travel form: the answers wrapped under `answers` (the form engine sends only
 * the families', addresses', units', teams' and education plans' bare), and on an update the `version`
 * read, so a save over a newer one is a 409.
 */
const createBody = <Shape extends Record<string, z.ZodType>>(fields: Shape) =>
  z.strictObject({ answers: z.strictObject(optionalShape(fields)) });
const updateBody = <Shape extends Record<string, z.ZodType>>(fields: Shape) =>
  z.strictObject({
    answers: z.strictObject({ ...optionalShape(fields), updatedReason: updatedReasonSchema.optional() }),
    version: versionSchema.optional(),
  });

/** `POST api/leave-requests[?person_profile=]`. */
export const createLeaveRequestBodySchema = createBody(leaveAnswerFields);
export type CreateLeaveRequestBody = z.infer<typeof createLeaveRequestBodySchema>;

/** `PUT api/leave-requests/{id}`: the answers saved (an autosave sends one). */
export const updateLeaveRequestBodySchema = updateBody(leaveAnswerFields);
export type UpdateLeaveRequestBody = z.infer<typeof updateLeaveRequestBodySchema>;

/** `POST api/travel-plans[?person_profile=]`. */
export const createTravelPlanBodySchema = createBody(travelAnswerFields);
export type CreateTravelPlanBody = z.infer<typeof createTravelPlanBodySchema>;

/** `PUT api/travel-plans/{id}`. */
export const updateTravelPlanBodySchema = updateBody(travelAnswerFields);
export type UpdateTravelPlanBody = z.infer<typeof updateTravelPlanBodySchema>;
