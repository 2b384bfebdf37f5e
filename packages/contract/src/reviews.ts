import { z } from 'zod';
import { answerValueSchema } from './forms.ts';
import {
  assetIdsSchema,
  idSchema,
  isoDateSchema,
  lineTextSchema,
  nameTextSchema,
  noteTextSchema,
  personReferenceSchema,
  timestampSchema,
  versionSchema,
} from './primitives.ts';
import { reviewActions, reviewStatuses, reviewTypes } from './review-values.ts';

export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewTypeSchema = z.enum(reviewTypes);
export type ReviewType = z.infer<typeof reviewTypeSchema>;

export const reviewActionSchema = z.enum(reviewActions);
export type ReviewAction = z.infer<typeof reviewActionSchema>;

/** A form of the external form service a review can be filled in with (the review-forms feature). */
export const formServiceFormSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  url: lineTextSchema,
});
export type FormServiceForm = z.infer<typeof formServiceFormSchema>;

/**
 * A form-service submission (review forms), field for field; `payload` is the service's own answers,
 * any JSON by field, typed as form answers are so the OpenAPI document names the recursive value once.
 */
export const formServiceSubmissionSchema = z.object({
  id: idSchema,
  task_id: idSchema.nullable(),
  task_instance_id: idSchema.nullable(),
  name: nameTextSchema,
  created_at: timestampSchema,
  edit_link: lineTextSchema.nullable(),
  view_link: lineTextSchema.nullable(),
  documents: assetIdsSchema,
  payload: z.record(z.string(), answerValueSchema),
});
export type FormServiceSubmission = z.infer<typeof formServiceSubmissionSchema>;

/**
 * Review. The spec calls two fields "the form options and submissions of an external form
 * service" without naming them; they are `form_options` and `form_submissions` here.
 */
export const reviewSchema = z.object({
  id: idSchema,
  version: versionSchema,
  date: isoDateSchema,
  status: reviewStatusSchema,
  type: reviewTypeSchema,
  reviewer_ids: z.array(idSchema),
  /** The people who may be chosen as reviewers. */
  reviewer_options: z.array(personReferenceSchema),
  assignment_id: idSchema,
  form_options: z.array(formServiceFormSchema),
  form_submissions: z.array(formServiceSubmissionSchema),
  is_shared_with_mobilising_organisation: z.boolean(),
  documents: assetIdsSchema,
  user_can: z.array(reviewActionSchema),
  actions_and_recommendations: noteTextSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as an assignment lists it. */
export const reviewSummarySchema = reviewSchema.pick({ id: true, date: true, status: true, type: true });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
