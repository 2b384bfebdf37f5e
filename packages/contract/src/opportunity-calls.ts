import { z } from 'zod';
import { termTypeSchema } from './applications.ts';
import { idSchema, nameTextSchema, noteTextSchema, versionSchema } from './primitives.ts';

/** Each field of `fields` optional: a body that sends only what changes. */
function optionalOf<Fields extends Record<string, z.ZodType>>(fields: Fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [Key in keyof Fields]: z.ZodOptional<Fields[Key]>;
  };
}

const requiredTitle = nameTextSchema.trim().min(1, { error: 'must not be empty' });
const optionalNote = noteTextSchema.trim().nullable();

/**
 * The fields of a requisition its form writes. It serves a team or a unit of its organisation (or
 * neither, while that is not known), not both; its availability has calls of its own.
 */
const requisitionFields = {
  title: requiredTitle,
  description: optionalNote,
  region_id: idSchema.nullable(),
  term_type: termTypeSchema.nullable(),
  team_id: idSchema.nullable(),
  unit_id: idSchema.nullable(),
};

/**
 * `POST api/requisitions`: an OPEN requisition of the organisation named, by its office staff, senior
 * leadership or management (R-ROLE-020), with its title; the rest may follow.
 */
export const createRequisitionBodySchema = z.strictObject({
  ...optionalOf(requisitionFields),
  organisation_id: idSchema,
  title: requisitionFields.title,
});
export type CreateRequisitionBody = z.infer<typeof createRequisitionBodySchema>;

/**
 * `PUT api/requisitions/{public_id}`: the fields sent that change, at the version read (a save over a
 * newer one is a 409 naming the current one). The organisation and availability are not fields (422).
 */
export const updateRequisitionBodySchema = z.strictObject({
  version: versionSchema,
  ...optionalOf(requisitionFields),
});
export type UpdateRequisitionBody = z.infer<typeof updateRequisitionBodySchema>;

/** `POST api/requisitions/{public_id}/{fill,archive,reopen}`: the version read, so a change meanwhile is a 409. */
export const requisitionStepBodySchema = z.strictObject({ version: versionSchema });
export type RequisitionStepBody = z.infer<typeof requisitionStepBodySchema>;

/** The fields of a vision and strategy paper its form writes. */
const visionStrategyPaperFields = {
  title: requiredTitle,
  summary: optionalNote,
  content: z.string().max(100_000, { error: 'must be at most 100000 characters' }).nullable(),
  region_id: idSchema.nullable(),
};

/** `POST api/vision-strategy-papers`: a paper of the organisation named, by who may create requisitions there. */
export const createVisionStrategyPaperBodySchema = z.strictObject({
  ...optionalOf(visionStrategyPaperFields),
  organisation_id: idSchema,
  title: visionStrategyPaperFields.title,
});
export type CreateVisionStrategyPaperBody = z.infer<typeof createVisionStrategyPaperBodySchema>;

/** `PUT api/vision-strategy-papers/{public_id}`: the fields sent that change, at the version read. */
export const updateVisionStrategyPaperBodySchema = z.strictObject({
  version: versionSchema,
  ...optionalOf(visionStrategyPaperFields),
});
export type UpdateVisionStrategyPaperBody = z.infer<typeof updateVisionStrategyPaperBodySchema>;
