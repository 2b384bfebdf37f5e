import { z } from 'zod';
import { termTypeSchema } from './applications.ts';
import {
  codeTextSchema,
  idSchema,
  nameTextSchema,
  noteTextSchema,
  organisationSchema,
  queryIntSchema,
  timestampSchema,
} from './primitives.ts';
import { requisitionAvailabilitySchema } from './search.ts';

/** A record's show page path, `/requisitions/{public_id}`, as its parameters. */
export const publicIdParamsSchema = z.strictObject({ public_id: queryIntSchema(1) });

/** `GET api/requisitions/{public_id}`: one requisition as its show page reads it. */
export const requisitionRecordSchema = z.object({
  public_id: codeTextSchema,
  title: nameTextSchema,
  description: noteTextSchema.nullable(),
  availability: requisitionAvailabilitySchema,
  term_type: termTypeSchema.nullable(),
  organisation: organisationSchema,
  last_updated: timestampSchema,
});
export type RequisitionRecord = z.infer<typeof requisitionRecordSchema>;

/** `GET /api/vision-strategy-papers/{public_id}`: one paper as its show page reads it. */
export const visionStrategyPaperRecordSchema = z.object({
  id: idSchema,
  public_id: codeTextSchema,
  title: nameTextSchema,
  summary: noteTextSchema.nullable(),
  content: z.string().nullable(),
  last_updated: timestampSchema,
});
export type VisionStrategyPaperRecord = z.infer<typeof visionStrategyPaperRecordSchema>;
