import { z } from 'zod';
import { termTypeSchema } from './applications.ts';
import { requisitionActions, visionStrategyPaperActions } from './opportunity-values.ts';
import {
  codeTextSchema,
  idSchema,
  nameTextSchema,
  noteTextSchema,
  organisationSchema,
  queryIntSchema,
  timestampSchema,
  versionSchema,
} from './primitives.ts';
import { requisitionAvailabilitySchema } from './search.ts';

/** A record's show page path, `/requisitions/{public_id}`, as its parameters. */
export const publicIdParamsSchema = z.strictObject({ public_id: queryIntSchema(1) });

/**
 * `GET api/requisitions/{public_id}`: one requisition as its show and edit pages read it, with the team
 * or unit it serves, its files (the assets calls take its `id`), the version a save must name and what
 * the caller may do to it now.
 */
export const requisitionRecordSchema = z.object({
  id: idSchema,
  public_id: codeTextSchema,
  title: nameTextSchema,
  description: noteTextSchema.nullable(),
  availability: requisitionAvailabilitySchema,
  term_type: termTypeSchema.nullable(),
  region_id: idSchema.nullable(),
  team_id: idSchema.nullable(),
  unit_id: idSchema.nullable(),
  organisation: organisationSchema,
  attachments: z.array(idSchema),
  last_updated: timestampSchema,
  version: versionSchema,
  user_can: z.array(z.enum(requisitionActions)),
});
export type RequisitionRecord = z.infer<typeof requisitionRecordSchema>;

/** `GET /api/vision-strategy-papers/{public_id}`: one paper as its show and edit pages read it. */
export const visionStrategyPaperRecordSchema = z.object({
  id: idSchema,
  public_id: codeTextSchema,
  title: nameTextSchema,
  summary: noteTextSchema.nullable(),
  content: z.string().nullable(),
  region_id: idSchema.nullable(),
  organisation: organisationSchema,
  attachments: z.array(idSchema),
  last_updated: timestampSchema,
  version: versionSchema,
  user_can: z.array(z.enum(visionStrategyPaperActions)),
});
export type VisionStrategyPaperRecord = z.infer<typeof visionStrategyPaperRecordSchema>;
