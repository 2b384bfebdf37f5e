import { z } from 'zod';
import { educationPlanActions, educationPlanSorts, educationPlanStatuses } from './education-plan-values.ts';
import {
  educationPlanSchema,
  educationPlanStatusSchema,
  testingInformationSchema,
} from './education-plans.ts';
import {
  codeTextSchema,
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
  versionSchema,
} from './primitives.ts';

/**
 * `GET api/education-plans/{id}` and every answer about one plan: the spec's fields with the child, the
 * organisations mobilising the child (whose education consultants decide the plan), whether it has
 * expired (its expiry date before today), the note given with the last decision, and what the caller may
 * do to it now.
 */
export const educationPlanRecordSchema = educationPlanSchema.extend({
  version: versionSchema,
  person: personReferenceSchema,
  organisations: z.array(organisationSchema),
  isExpired: z.boolean(),
  decisionNote: noteTextSchema.nullable(),
  userCan: z.array(z.enum(educationPlanActions)),
});
export type EducationPlanRecord = z.infer<typeof educationPlanRecordSchema>;

/**
 * `GET api/education-plans?{filters}` (the spec does not show the filters, these are ours):
 * `person_profile` keeps the plans of those children, or of the children of those parents' families;
 * `expired` keeps the expired plans (or, false, the others); `expiring_within_days` those not yet expired
 * whose expiry date falls within that many days.
 */
export const educationPlanListQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  person_profile: idListQuerySchema.optional(),
  organisation: idListQuerySchema.optional(),
  status: commaListSchema(educationPlanStatusSchema).optional(),
  expired: queryFlagSchema.optional(),
  expiring_within_days: queryIntSchema(0, 3660).optional(),
  sort: z.enum(educationPlanSorts).optional(),
  ...pageQuerySchema.shape,
});
export type EducationPlanListQuery = z.infer<typeof educationPlanListQuerySchema>;

/** The query of the blank form and of the create it leads to: the child the plan is for. */
export const educationPlanFormQuerySchema = z.strictObject({ person_profile: queryIntSchema(1) });
export type EducationPlanFormQuery = z.infer<typeof educationPlanFormQuerySchema>;

/**
 * The answers of the education-plan form, each named as its field and each optional (the form creates
 * the plan with its first answer and autosaves one at a time); a cleared answer is null. The body is the
 * answers themselves, not wrapped under `answers` (the form engine sends education plans' bare).
 */
const answerFields = {
  academicYear: codeTextSchema.regex(/^\d{4}-\d{4}$/, { error: 'must be a school year such as 2026-2027' }),
  schoolingChoice: nameTextSchema.nullable(),
  schoolName: nameTextSchema.nullable(),
  requiresAnnualTestingInformation: z.boolean(),
  annualTestingInformationRequiredFrom: isoDateSchema.nullable(),
  testingInformation: z.array(testingInformationSchema).max(50, { error: 'must list at most 50 rounds' }),
  lastReviewedOn: isoDateSchema.nullable(),
  expiresOn: isoDateSchema.nullable(),
};
const optionalAnswers = Object.fromEntries(
  Object.entries(answerFields).map(([key, schema]) => [key, schema.optional()]),
) as { [Key in keyof typeof answerFields]: z.ZodOptional<(typeof answerFields)[Key]> };

/** `POST api/education-plans?person_profile=`: the first answers (the academic year among them). */
export const createEducationPlanBodySchema = z.strictObject(optionalAnswers);
export type CreateEducationPlanBody = z.infer<typeof createEducationPlanBodySchema>;

/** `PUT api/education-plans/{id}`: the answers saved, and the version read (a save over a newer one is a 409). */
export const updateEducationPlanBodySchema = z.strictObject({
  ...optionalAnswers,
  version: versionSchema.optional(),
});
export type UpdateEducationPlanBody = z.infer<typeof updateEducationPlanBodySchema>;

/** `POST …/submit` and `…/archive`: the version read, so a change meanwhile is a 409. */
export const educationPlanChangeBodySchema = z.strictObject({ version: versionSchema });
export type EducationPlanChangeBody = z.infer<typeof educationPlanChangeBodySchema>;

/** `POST …/approve` and `…/reject`: the version read and the note the family is told (required to reject). */
export const educationPlanApproveBodySchema = z.strictObject({
  version: versionSchema,
  note: noteTextSchema.trim().optional(),
});
export type EducationPlanApproveBody = z.infer<typeof educationPlanApproveBodySchema>;
export const educationPlanRejectBodySchema = z.strictObject({
  version: versionSchema,
  note: noteTextSchema.trim().min(1, { error: 'must not be empty' }),
});
export type EducationPlanRejectBody = z.infer<typeof educationPlanRejectBodySchema>;

/**
 * `PUT api/education-plan-requirements/{id}` (the child's person profile id, with the
 * mark-not-requiring-education-plan flag): whether the child requires an education plan, and the answer.
 */
export const educationPlanRequirementBodySchema = z.strictObject({ requiresEducationPlan: z.boolean() });
export type EducationPlanRequirementBody = z.infer<typeof educationPlanRequirementBodySchema>;
export const educationPlanRequirementSchema = z.object({
  personProfileId: idSchema,
  requiresEducationPlan: z.boolean(),
});
export type EducationPlanRequirement = z.infer<typeof educationPlanRequirementSchema>;

/** `GET api/education-dashboard?organisation=`: the organisations counted (those the caller reaches by default). */
export const educationDashboardQuerySchema = z.strictObject({ organisation: idListQuerySchema.optional() });
export type EducationDashboardQuery = z.infer<typeof educationDashboardQuerySchema>;

const count = z.number().int().nonnegative();

/**
 * The education dashboard: plans awaiting a decision (SUBMITTED), approved ones expiring within 60 days
 * and expired ones (not archived), children who require a plan and have none for the current academic
 * year, and plans requiring testing information that have none; with the plans by status and by expiry
 * month (`YYYY-MM`, the months of plans not archived) for its chart.
 */
export const educationDashboardSchema = z.object({
  academicYear: codeTextSchema,
  awaitingDecision: count,
  expiringSoon: count,
  expired: count,
  childrenWithoutPlan: count,
  missingTestingInformation: count,
  byStatus: z.array(z.object({ status: z.enum(educationPlanStatuses), count })),
  byExpiryMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count })),
});
export type EducationDashboard = z.infer<typeof educationDashboardSchema>;
