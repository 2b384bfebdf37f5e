import { z } from 'zod';
import { assignmentStatusSchema } from './assignment-summary.ts';
import { itineraryDateStatusSchema, itineraryTypeSchema } from './assignments.ts';
import { idSchema, isoDateSchema, nameTextSchema, queryIntSchema, versionSchema } from './primitives.ts';

/** An end before the start is refused on the end, the field the user corrects. */
const endNotBeforeStart = <Range extends { start_date?: string | null; end_date?: string | null }>(
  range: Range,
) => !range.start_date || !range.end_date || range.end_date >= range.start_date;
const endBeforeStartError = { error: 'must not be before the start date', path: ['end_date'] };

/** A start and an end, either unknown, the end not before the start. */
export const plannedDateRangeSchema = z
  .strictObject({ start_date: isoDateSchema.nullable(), end_date: isoDateSchema.nullable() })
  .refine(endNotBeforeStart, endBeforeStartError);

/**
 * `PATCH api/assignments/{id}`: the planning of an assignment, each field optional; `confirmed_dates`
 * null clears them, so the dates count as potential or planned again. `received_by_organisation_id`
 * names the organisation the person goes to (an appointment makes its own organisation the receiving
 * one until the plan says where); it moves only while the assignment is not shared with the receiving
 * organisation, which would otherwise lose it without being told.
 */
export const updateAssignmentPlanBodySchema = z.strictObject({
  version: versionSchema,
  received_by_organisation_id: idSchema.optional(),
  status: assignmentStatusSchema.optional(),
  proposed_dates: plannedDateRangeSchema.optional(),
  confirmed_dates: plannedDateRangeSchema.nullable().optional(),
  financial_clearance_was_given: z.boolean().optional(),
});
export type UpdateAssignmentPlanBody = z.infer<typeof updateAssignmentPlanBodySchema>;

const itineraryItemFields = {
  type: itineraryTypeSchema,
  responsible_for: nameTextSchema.nullable(),
  start_date: isoDateSchema.nullable(),
  end_date: isoDateSchema.nullable(),
  status: itineraryDateStatusSchema,
};

/** `POST api/assignments/{id}/itinerary-items`: a new item, with the assignment's version read. */
export const createItineraryItemBodySchema = z
  .strictObject({ version: versionSchema, ...itineraryItemFields })
  .refine(endNotBeforeStart, endBeforeStartError);
export type CreateItineraryItemBody = z.infer<typeof createItineraryItemBodySchema>;

/**
 * `PATCH api/assignments/{id}/itinerary-items/{item_id}`: the fields that change. An end before the
 * start is refused here when both are sent, and by the server against the stored one otherwise.
 */
export const updateItineraryItemBodySchema = z
  .strictObject({ version: versionSchema, ...z.object(itineraryItemFields).partial().shape })
  .refine(endNotBeforeStart, endBeforeStartError);
export type UpdateItineraryItemBody = z.infer<typeof updateItineraryItemBodySchema>;

/** `DELETE api/assignments/{id}/itinerary-items/{item_id}?version=`: the assignment's version read. */
export const deleteItineraryItemQuerySchema = z.strictObject({ version: queryIntSchema(0) });
export type DeleteItineraryItemQuery = z.infer<typeof deleteItineraryItemQuerySchema>;

/** The assignment and its itinerary item. */
export const itineraryItemParamsSchema = z.strictObject({
  id: queryIntSchema(1),
  item_id: queryIntSchema(1),
});
