import { z } from 'zod';
import { addressValueSchema } from './addresses.ts';
import { assignmentSummarySchema } from './assignment-summary.ts';
import {
  extraordinaryLeaveSubTypes,
  leaveRequestStatuses,
  leaveTypes,
  travelTypes,
} from './leave-and-travel-values.ts';
import {
  assetIdsSchema,
  changeStampSchema,
  codeTextSchema,
  idSchema,
  isoDateSchema,
  lineTextSchema,
  noteTextSchema,
  versionSchema,
} from './primitives.ts';

export const leaveRequestStatusSchema = z.enum(leaveRequestStatuses);
export type LeaveRequestStatus = z.infer<typeof leaveRequestStatusSchema>;

export const leaveTypeSchema = z.enum(leaveTypes);
export type LeaveType = z.infer<typeof leaveTypeSchema>;

export const leaveSubTypeSchema = z.enum(extraordinaryLeaveSubTypes);
export type LeaveSubType = z.infer<typeof leaveSubTypeSchema>;

export const travelTypeSchema = z.enum(travelTypes);
export type TravelType = z.infer<typeof travelTypeSchema>;

/**
 * What a caller may do to a leave request or travel plan. The spec lists record-level actions only for
 * assignments; these follow from the statuses and the two confirmation flags.
 */
export const leaveRequestActions = [
  'update',
  'approve',
  'reject',
  'confirm_taking_place',
  'confirm_ended',
] as const;
export const leaveRequestActionSchema = z.enum(leaveRequestActions);
export type LeaveRequestAction = z.infer<typeof leaveRequestActionSchema>;

/** One type of a leave request: a sub type is given exactly when the type is EXTRAORDINARY. */
export const leaveRequestTypeSchema = z
  .object({ type: leaveTypeSchema, sub_type: leaveSubTypeSchema.nullable() })
  .refine((item) => (item.type === 'EXTRAORDINARY') === (item.sub_type !== null), {
    error: 'a sub type is given for EXTRAORDINARY leave and only for it',
    path: ['sub_type'],
  });
export type LeaveRequestType = z.infer<typeof leaveRequestTypeSchema>;

/** One type of a travel plan: travel to another organisation names it, other travel names a country. */
export const travelPlanTypeSchema = z
  .object({
    type: travelTypeSchema,
    /** A country code. */
    country: codeTextSchema.nullable(),
    organisation_id: idSchema.nullable(),
  })
  .refine(
    (item) =>
      item.type === 'TRAVEL_TO_ANOTHER_ORGANISATION'
        ? item.organisation_id !== null && item.country === null
        : item.country !== null && item.organisation_id === null,
    { error: 'travel to another organisation names the organisation, other travel the country' },
  );
export type TravelPlanType = z.infer<typeof travelPlanTypeSchema>;

const leaveFields = {
  id: idSchema,
  version: versionSchema,
  publicId: codeTextSchema,
  /** The person profiles taking the leave. */
  subjectIds: z.array(idSchema),
  departureDate: isoDateSchema.nullable(),
  arrivalDate: isoDateSchema.nullable(),
  returnDate: isoDateSchema.nullable(),
  destination: lineTextSchema.nullable(),
  destinationAddress: addressValueSchema.nullable(),
  phoneNumbers: z.array(lineTextSchema),
  notes: noteTextSchema.nullable(),
  attachments: assetIdsSchema,
  assignments: z.array(assignmentSummarySchema),
  hasBeenConfirmedAsTakingPlace: z.boolean(),
  hasBeenConfirmedAsEnded: z.boolean(),
  types: z.array(leaveRequestTypeSchema),
  status: leaveRequestStatusSchema,
  multipleTypeNotes: noteTextSchema.nullable(),
  travellingFamilyMemberPersonProfileIds: z.array(idSchema),
  // "created and updated metadata"
  ...changeStampSchema.shape,
  updatedReason: noteTextSchema.nullable(),
  userCan: z.array(leaveRequestActionSchema),
};

/** LeaveRequest, field for field; the created and updated metadata is createdAt/By, updatedAt/By. */
export const leaveRequestSchema = z.object(leaveFields);
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

/** TravelPlan: every LeaveRequest field, with travel types, plus four of its own. */
export const travelPlanSchema = z.object({
  ...leaveFields,
  types: z.array(travelPlanTypeSchema),
  hasNotifiedOnSiteLeadership: z.boolean().nullable(),
  hasNotNotifiedOnSiteLeadershipReason: noteTextSchema.nullable(),
  purposeOfTravel: noteTextSchema.nullable(),
  /** The geolocation travelled to. */
  destinationId: idSchema.nullable(),
});
export type TravelPlan = z.infer<typeof travelPlanSchema>;

/** A leave request or travel plan as an assignment lists its current ones. */
export const leaveSummaryFields = {
  id: true,
  publicId: true,
  status: true,
  departureDate: true,
  returnDate: true,
} as const;
export const leaveRequestSummarySchema = leaveRequestSchema.pick(leaveSummaryFields);
export const travelPlanSummarySchema = travelPlanSchema.pick(leaveSummaryFields);
