import { z } from 'zod';
import { assignmentStatusSchema, assignmentSummarySchema } from './assignment-summary.ts';
import { itineraryDateStatuses, itineraryTypes, offerWriteStatuses } from './assignment-values.ts';
import { assignmentWorkflowSchema } from './assignment-workflows.ts';
import { educationPlanSchema } from './education-plans.ts';
import { leaveRequestSummarySchema, travelPlanSummarySchema } from './leave-and-travel.ts';
import { activeAssignmentLocationSchema } from './person-profiles.ts';
import { positionWithAssignmentsSchema } from './positions.ts';
import {
  assetIdsSchema,
  commaListSchema,
  idListQuerySchema,
  idSchema,
  isoDateSchema,
  nameTextSchema,
  noteTextSchema,
  organisationSchema,
  pageQuerySchema,
  personReferenceSchema,
  queryFlagSchema,
  queryIntSchema,
  searchTextSchema,
  versionSchema,
} from './primitives.ts';
import { reviewSummarySchema } from './reviews.ts';
import { requisitionSearchResultSchema } from './search.ts';

/** The record-level actions of an assignment's `user_can` (R-ROLE-012). */
export const assignmentActions = [
  'abandon',
  'restore',
  'share_with_receiving_organisation',
  'share_with_assignee',
  'upload_mou_document',
] as const;
export const assignmentActionSchema = z.enum(assignmentActions);
export type AssignmentAction = z.infer<typeof assignmentActionSchema>;

/**
 * What else a caller may do to an assignment, beyond the spec's record-level user_can (which a test holds
 * to exactly its five values): plan it (status, dates, clearance, itinerary), write the offer, answer it
 * (the assignee), prepare, submit and decide the outbound logistics plan, and say whether the receiving
 * organisation is ready to receive the assignee (its office staff). The server computes these
 * with the rules it enforces, and the page shows a button exactly when its right is here.
 */
export const assignmentManagementActions = [
  'edit_plan',
  'edit_offer',
  'respond_to_offer',
  'edit_logistics_plan',
  'submit_logistics_plan',
  'decide_logistics_plan',
  'set_ready_to_receive',
] as const;
export const assignmentManagementActionSchema = z.enum(assignmentManagementActions);
export type AssignmentManagementAction = z.infer<typeof assignmentManagementActionSchema>;

/** Itinerary item types (itineraryTypes). */
export const itineraryTypeSchema = z.enum(itineraryTypes);
export type ItineraryType = z.infer<typeof itineraryTypeSchema>;

/** How certain an itinerary item's dates are (itineraryDateStatuses). */
export const itineraryDateStatusSchema = z.enum(itineraryDateStatuses);
export type ItineraryDateStatus = z.infer<typeof itineraryDateStatusSchema>;

/** Outbound logistics plan status: the spec says it "includes APPROVED"; draft, submitted, then approved or rejected. */
export const outboundLogisticsPlanStatuses = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const outboundLogisticsPlanStatusSchema = z.enum(outboundLogisticsPlanStatuses);
export type OutboundLogisticsPlanStatus = z.infer<typeof outboundLogisticsPlanStatusSchema>;

/** Status of the offer for an assignment; the spec names the field only. */
export const offerStatuses = ['DRAFT', 'OFFERED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export const offerStatusSchema = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** What an assignment can be associated with: the spec gives the shape (type, id, title), not the types. */
export const assignmentAssociationTypes = ['REQUISITION', 'APPLICATION', 'TEAM', 'UNIT'] as const;
export const assignmentAssociationTypeSchema = z.enum(assignmentAssociationTypes);

/** An itinerary item; `id` is ours, so that one item can be edited or removed. */
export const itineraryItemSchema = z.object({
  id: idSchema,
  type: itineraryTypeSchema,
  responsible_for: nameTextSchema.nullable(),
  start_date: isoDateSchema.nullable(),
  end_date: isoDateSchema.nullable(),
  status: itineraryDateStatusSchema,
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const offerForAssignmentSchema = z.object({
  notes: noteTextSchema.nullable(),
  accepted_on: isoDateSchema.nullable(),
  status: offerStatusSchema,
});
export type OfferForAssignment = z.infer<typeof offerForAssignmentSchema>;

/**
 * `submitted_by` is the submitting user's id. `id` is ours: the plan's files are attached to it
 * (`assetable_type=outbound_logistics_plan`).
 */
export const outboundLogisticsPlanSchema = z.object({
  id: idSchema,
  version: versionSchema,
  notes: noteTextSchema.nullable(),
  attachments: assetIdsSchema,
  submitted_by: idSchema.nullable(),
  status: outboundLogisticsPlanStatusSchema,
});
export type OutboundLogisticsPlan = z.infer<typeof outboundLogisticsPlanSchema>;

/**
 * Assignment, field for field. The itinerary items are `itinerary_items`; `explored_by` is,
 * like `received_by`, an organisation; `positions` are the positions held on the assignment. `location` is
 * ours: where it takes place, in the shape the profile's activeAssignmentLocations give it, so a list of a
 * person's assignments (the assignment history) can say where each one was.
 */
export const assignmentSchema = assignmentSummarySchema.extend({
  assignee: personReferenceSchema,
  associated_with: z
    .object({ type: assignmentAssociationTypeSchema, id: idSchema, title: nameTextSchema })
    .nullable(),
  explored_by: organisationSchema.nullable(),
  is_shared_with_receiving_organisation: z.boolean(),
  is_shared_with_assignee: z.boolean(),
  user_can: z.array(assignmentActionSchema),
  user_can_manage: z.array(assignmentManagementActionSchema),
  positions: z.array(positionWithAssignmentsSchema),
  financial_clearance_was_given: z.boolean(),
  offer_for_assignment: offerForAssignmentSchema.nullable(),
  outbound_logistics_plan: outboundLogisticsPlanSchema.nullable(),
  receiving_organisation_is_ready_to_receive_assignment: z.boolean(),
  itinerary_items: z.array(itineraryItemSchema),
  children_education_plans: z.array(
    educationPlanSchema.pick({
      id: true,
      status: true,
      personProfileId: true,
      academicYear: true,
      expiresOn: true,
    }),
  ),
  current_leave_requests: z.array(leaveRequestSummarySchema),
  current_travel_plans: z.array(travelPlanSummarySchema),
  reviews: z.array(reviewSummarySchema),
  mou_document_ids: assetIdsSchema,
  workflow: assignmentWorkflowSchema,
  requisition: requisitionSearchResultSchema.nullable(),
  location: activeAssignmentLocationSchema,
  version: versionSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * The orders of the assignments list, by the start that counts (the confirmed start when there is one,
 * else the proposed one): `start` soonest first, `-start` latest first (the default).
 */
export const assignmentSorts = ['start', '-start'] as const;
export type AssignmentSort = (typeof assignmentSorts)[number];

/** The furthest ahead `starts_within_days` looks: ten years. */
export const maxStartsWithinDays = 3650;

/**
 * `GET api/assignments`: e.g. `?assignee={id}&per_page=9999&is_abandoned=false`,
 * `&status=ACTIVE`; `organisation` is ours, for the organisation area's lists, and so is `public_id`: the
 * number the app shows and puts in its `/assignments/{public_id}` path, which the page finds the id by.
 */
export const assignmentListQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  public_id: idListQuerySchema.optional(),
  assignee: idListQuerySchema.optional(),
  status: commaListSchema(assignmentStatusSchema).optional(),
  is_abandoned: queryFlagSchema.optional(),
  received_by: idListQuerySchema.optional(),
  /** An office's list: the assignments its organisations explored or whose assignee they mobilise. */
  organisation: idListQuerySchema.optional(),
  /** Outbound: the assignments these (sending) organisations explored. */
  explored_by: idListQuerySchema.optional(),
  /** Outbound: leaves out those these organisations receive themselves, for people going elsewhere. */
  exclude_received_by: idListQuerySchema.optional(),
  /** Inbound: whether the assignment is shared with its receiving organisation. */
  is_shared_with_receiving_organisation: queryFlagSchema.optional(),
  /** Arriving soon: the start that counts falls between today and today plus this many days. */
  starts_within_days: queryIntSchema(0, maxStartsWithinDays).optional(),
  /** Ours, for the header search: words each of which the number ("#12"), assignee's name or title holds. */
  search: searchTextSchema.optional(),
  sort: z.enum(assignmentSorts).optional(),
  ...pageQuerySchema.shape,
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

/**
 * The body of each change of the actions table (`POST api/assignments/{id}/abandon`, …): the version
 * the caller read, so a change made meanwhile is a 409 rather than overwritten.
 */
export const assignmentChangeBodySchema = z.strictObject({ version: versionSchema });
export type AssignmentChangeBody = z.infer<typeof assignmentChangeBodySchema>;

/**
 * `PUT api/assignments/{id}/offer`: the offer's notes and status, at the assignment's `version`. The
 * assignee's answer (`POST …/offer/accept`, `…/offer/decline`) sends the assignment's version alone.
 */
export const updateOfferBodySchema = z.strictObject({
  version: versionSchema,
  notes: noteTextSchema.nullable(),
  status: z.enum(offerWriteStatuses),
});
export type UpdateOfferBody = z.infer<typeof updateOfferBodySchema>;

/**
 * `PUT api/assignments/{id}/outbound-logistics-plan`: the plan's notes at the plan's `version` (0 while
 * the assignment has none, which creates it as a draft). Submitting, approving and rejecting it
 * (`POST …/outbound-logistics-plan/submit`, …) send the plan's version alone.
 */
export const updateOutboundLogisticsPlanBodySchema = z.strictObject({
  version: versionSchema,
  notes: noteTextSchema.nullable(),
});
export type UpdateOutboundLogisticsPlanBody = z.infer<typeof updateOutboundLogisticsPlanBodySchema>;
