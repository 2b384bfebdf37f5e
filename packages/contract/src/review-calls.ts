import { z } from 'zod';
import {
  commaListSchema,
  idListQuerySchema,
  idSchema,
  isoDateSchema,
  noteTextSchema,
  organisationSchema,
  pageQuerySchema,
  personReferenceSchema,
  queryFlagSchema,
  versionSchema,
} from './primitives.ts';
import { reviewSorts } from './review-values.ts';
import { reviewSchema, reviewStatusSchema, reviewTypeSchema } from './reviews.ts';

/**
 * `GET api/reviews/{id}` and every answer about one review: the spec's fields, whose review it is, the
 * organisation that conducts and signs it off (the assignment's receiving organisation), and whether
 * it is overdue (computed: not submitted and dated before today, never stored).
 */
export const reviewRecordSchema = reviewSchema.extend({
  person: personReferenceSchema,
  organisation: organisationSchema,
  is_overdue: z.boolean(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/** `GET api/reviews?{filters}`. */
export const reviewListQuerySchema = z.strictObject({
  /** The reviewed people. */
  person_profile: idListQuerySchema.optional(),
  /** The organisations whose reviews they are (receiving the assignment, or mobilising the person). */
  organisation: idListQuerySchema.optional(),
  assignment: idListQuerySchema.optional(),
  status: commaListSchema(reviewStatusSchema).optional(),
  type: commaListSchema(reviewTypeSchema).optional(),
  /** Only the overdue ones (or, `false`, only those not overdue). */
  overdue: queryFlagSchema.optional(),
  sort: z.enum(reviewSorts).optional(),
  ...pageQuerySchema.shape,
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

const reviewerIdsSchema = z.array(idSchema).max(20, { error: 'must list at most 20 reviewers' });

/** `POST api/reviews`: office staff plan a review of an assignment. */
export const createReviewBodySchema = z.strictObject({
  assignment_id: idSchema,
  type: reviewTypeSchema,
  date: isoDateSchema,
  /** Chosen from the review's `reviewer_options`. */
  reviewer_ids: reviewerIdsSchema.default([]),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/**
 * `PATCH api/reviews/{id}`, at the version read: the date and reviewers (office staff), the actions and
 * recommendations (they or a reviewer).
 */
export const updateReviewBodySchema = z.strictObject({
  version: versionSchema,
  date: isoDateSchema.optional(),
  reviewer_ids: reviewerIdsSchema.optional(),
  actions_and_recommendations: noteTextSchema.nullable().optional(),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBodySchema>;

/** `POST …/submit`, `…/sign-off` and `…/share-with-mobilising-organisation`: the version read (409 when stale). */
export const reviewChangeBodySchema = z.strictObject({ version: versionSchema });
export type ReviewChangeBody = z.infer<typeof reviewChangeBodySchema>;
