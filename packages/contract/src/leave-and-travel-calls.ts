import { z } from 'zod';
import {
  leaveRequestSchema,
  leaveRequestStatusSchema,
  leaveTypeSchema,
  travelPlanSchema,
  travelTypeSchema,
} from './leave-and-travel.ts';
import { leaveAndTravelSorts } from './leave-and-travel-values.ts';
import {
  commaListSchema,
  idListQuerySchema,
  isoDateSchema,
  noteTextSchema,
  organisationSchema,
  pageQuerySchema,
  personReferenceSchema,
  queryFlagSchema,
  versionSchema,
} from './primitives.ts';

/**
 * What every answer about one leave request or travel plan adds to the spec's fields: whose it is, the
 * organisation that decides it (the receiving organisation of the person's assignment, else their
 * mobilising one), the reason given with a rejection, and whether it is a legacy (imported) record,
 * which is read-only.
 */
const decisionFields = {
  person: personReferenceSchema,
  organisation: organisationSchema.nullable(),
  decisionReason: noteTextSchema.nullable(),
  isLegacy: z.boolean(),
};

/** `GET api/leave-requests/{id}` and every answer about one leave request. */
export const leaveRequestRecordSchema = leaveRequestSchema.extend(decisionFields);
export type LeaveRequestRecord = z.infer<typeof leaveRequestRecordSchema>;

/** `GET api/travel-plans/{id}` and every answer about one travel plan. */
export const travelPlanRecordSchema = travelPlanSchema.extend(decisionFields);
export type TravelPlanRecord = z.infer<typeof travelPlanRecordSchema>;

/**
 * The filters shared by the leave-request, travel-plan and combined lists. `from`/`to` keep the records
 * whose time away (departure to return) overlaps that range; `awaiting_confirmation` keeps those whose
 * person still owes a confirmation (taking place after departure, ended after return).
 */
const leaveAndTravelListFilters = {
  /** The people the records are for (their own, or one of their subjects). */
  person_profile: idListQuerySchema.optional(),
  /** The organisations that decide them. */
  organisation: idListQuerySchema.optional(),
  status: commaListSchema(leaveRequestStatusSchema).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  awaiting_confirmation: queryFlagSchema.optional(),
  sort: z.enum(leaveAndTravelSorts).optional(),
  ...pageQuerySchema.shape,
};

/** `GET api/leave-requests?{filters}`. */
export const leaveRequestListQuerySchema = z.strictObject({
  ...leaveAndTravelListFilters,
  type: commaListSchema(leaveTypeSchema).optional(),
});
export type LeaveRequestListQuery = z.infer<typeof leaveRequestListQuerySchema>;

/** `GET api/travel-plans?{filters}`. */
export const travelPlanListQuerySchema = z.strictObject({
  ...leaveAndTravelListFilters,
  type: commaListSchema(travelTypeSchema).optional(),
});
export type TravelPlanListQuery = z.infer<typeof travelPlanListQuerySchema>;

/** `GET api/leave-and-travel?{filters}`: leave requests and travel plans in one list. */
export const leaveAndTravelListQuerySchema = z.strictObject({
  ...leaveAndTravelListFilters,
  kind: z.enum(['leave_request', 'travel_plan']).optional(),
});
export type LeaveAndTravelListQuery = z.infer<typeof leaveAndTravelListQuerySchema>;

/** One row of the combined list: a leave request or a travel plan, told apart by `kind`. */
export const leaveAndTravelItemSchema = z.discriminatedUnion('kind', [
  leaveRequestRecordSchema.extend({ kind: z.literal('leave_request') }),
  travelPlanRecordSchema.extend({ kind: z.literal('travel_plan') }),
]);
export type LeaveAndTravelItem = z.infer<typeof leaveAndTravelItemSchema>;

/** `POST …/approve` and `…/confirm-taking-place`, `…/confirm-ended`: the version read, so a change meanwhile is a 409. */
export const leaveChangeBodySchema = z.strictObject({ version: versionSchema });
export type LeaveChangeBody = z.infer<typeof leaveChangeBodySchema>;

/** `POST …/reject`: the version read and the reason the person is told. */
export const leaveRejectBodySchema = z.strictObject({
  version: versionSchema,
  reason: noteTextSchema.trim().min(1, { error: 'must not be empty' }),
});
export type LeaveRejectBody = z.infer<typeof leaveRejectBodySchema>;
