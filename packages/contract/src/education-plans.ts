import { z } from 'zod';
import { educationPlanStatuses } from './education-plan-values.ts';
import {
  assetIdsSchema,
  codeTextSchema,
  idSchema,
  isoDateSchema,
  nameTextSchema,
  noteTextSchema,
  timestampSchema,
} from './primitives.ts';

export { educationPlanStatuses };

/** Education plan status. A plan is expired when its expiry date is before today. */
export const educationPlanStatusSchema = z.enum(educationPlanStatuses);
export type EducationPlanStatus = z.infer<typeof educationPlanStatusSchema>;

/**
 * One round of annual testing of a child. The spec names only `testingInformation` and
 * `latestTestingInformationDateOfTest`, so each round carries its day of test and its documents.
 */
export const testingInformationSchema = z.object({
  dateOfTest: isoDateSchema,
  notes: noteTextSchema.nullable(),
  attachments: assetIdsSchema,
});
export type TestingInformation = z.infer<typeof testingInformationSchema>;

/** EducationPlan, field for field. `updatedBy` is the id of the user who last changed it. */
export const educationPlanSchema = z.object({
  id: idSchema,
  status: educationPlanStatusSchema,
  personProfileId: idSchema,
  familyName: nameTextSchema.nullable(),
  /** The school year the plan covers, e.g. `2026-2027`. */
  academicYear: codeTextSchema.nullable(),
  schoolingChoice: nameTextSchema.nullable(),
  schoolName: nameTextSchema.nullable(),
  attachments: assetIdsSchema,
  requiresAnnualTestingInformation: z.boolean(),
  annualTestingInformationRequiredFrom: isoDateSchema.nullable(),
  testingInformation: z.array(testingInformationSchema),
  latestTestingInformationDateOfTest: isoDateSchema.nullable(),
  lastReviewedOn: isoDateSchema.nullable(),
  lastApprovedOn: isoDateSchema.nullable(),
  expiresOn: isoDateSchema.nullable(),
  updatedAt: timestampSchema,
  updatedBy: idSchema.nullable(),
});
export type EducationPlan = z.infer<typeof educationPlanSchema>;
