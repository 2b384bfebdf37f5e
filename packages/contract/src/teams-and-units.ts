import { z } from 'zod';
import {
  assetIdsSchema,
  codeTextSchema,
  idListQuerySchema,
  idSchema,
  nameTextSchema,
  noteTextSchema,
  pageQuerySchema,
  queryFlagSchema,
} from './primitives.ts';
import { requisitionSearchResultSchema } from './search.ts';
import { teamStatuses } from './teams-and-units-values.ts';

export { type TeamStatus, teamStatuses } from './teams-and-units-values.ts';

/** Team status (R-STATE-026). */
export const teamStatusSchema = z.enum(teamStatuses);

/** Team, field for field. `type` is the organisation's own kind of team, free text. */
export const teamSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  unit_id: idSchema.nullable(),
  code: codeTextSchema,
  description: noteTextSchema.nullable(),
  organisation_id: idSchema,
  is_open_for_enquiries: z.boolean(),
  open_requisitions: z.array(requisitionSearchResultSchema),
  attachments: assetIdsSchema,
  private_notes: noteTextSchema.nullable(),
  is_archived: z.boolean(),
  can_be_archived: z.boolean(),
  can_be_unpublished: z.boolean(),
  type: nameTextSchema.nullable(),
  vision_strategy_paper_id: idSchema.nullable(),
  status: teamStatusSchema,
  person_profile_ids: z.array(idSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** A team as its unit lists it. */
export const unitTeamSchema = teamSchema.pick({
  id: true,
  name: true,
  code: true,
  status: true,
  is_archived: true,
});
export type UnitTeam = z.infer<typeof unitTeamSchema>;

/** Unit, field for field. */
export const unitSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  description: noteTextSchema.nullable(),
  code: codeTextSchema,
  organisation_id: idSchema,
  vision_strategy_paper_id: idSchema.nullable(),
  is_open_for_enquiries: z.boolean(),
  private_notes: noteTextSchema.nullable(),
  open_requisitions_count: z.number().int().nonnegative(),
  teams: z.array(unitTeamSchema),
  can_be_archived: z.boolean(),
  is_archived: z.boolean(),
  attachments: assetIdsSchema,
});
export type Unit = z.infer<typeof unitSchema>;

/** `GET api/teams?include_archived=true` and `GET api/units?include_archived=true`. */
export const teamOrUnitListQuerySchema = z.strictObject({
  include_archived: queryFlagSchema.optional(),
  organisation: idListQuerySchema.optional(),
  ...pageQuerySchema.shape,
});
export type TeamOrUnitListQuery = z.infer<typeof teamOrUnitListQuerySchema>;
