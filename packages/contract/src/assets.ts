import { z } from 'zod';
import {
  idListQuerySchema,
  idSchema,
  lineTextSchema,
  nameTextSchema,
  queryIntSchema,
  timestampSchema,
} from './primitives.ts';

/** Asset, the API shape, field for field. `uploaded_by` is a user id. */
export const assetSchema = z.object({
  id: idSchema,
  filename: lineTextSchema,
  title: lineTextSchema,
  file_size: z.number().int().nonnegative(),
  content_type: nameTextSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  uploaded_by: idSchema.nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

/** What replacing a file answers. */
export const assetReplaceResponseSchema = assetSchema.pick({
  file_size: true,
  title: true,
  filename: true,
  updated_at: true,
});
export type AssetReplaceResponse = z.infer<typeof assetReplaceResponseSchema>;

/** `PATCH private/api/assets/{id}`: renames. */
export const renameAssetBodySchema = z.strictObject({ title: lineTextSchema.trim().min(1) });
export type RenameAssetBody = z.infer<typeof renameAssetBodySchema>;

/** The kinds of record a file can be attached to. */
export const assetableTypes = [
  'person_profile',
  'application',
  'assignment',
  'outbound_logistics_plan',
  'leave_request',
  'travel_plan',
  'review',
  'review_form_submission',
  'education_plan',
  'team',
  'unit',
  'requisition',
  'vision_strategy_paper',
] as const;
export const assetableTypeSchema = z.enum(assetableTypes);
export type AssetableType = z.infer<typeof assetableTypeSchema>;

/** The record a file is attached to, which grants access to it (`assetable_type`, `assetable_id`). */
const assetableQuery = {
  assetable_type: assetableTypeSchema.optional(),
  assetable_id: queryIntSchema(1).optional(),
};

/** `GET private/api/assets?id={ids}[&assetable_type&assetable_id]`. */
export const assetListQuerySchema = z.strictObject({ id: idListQuerySchema, ...assetableQuery });
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

/** `GET private/api/assets/{id}[?assetable_type&assetable_id]`. */
export const assetQuerySchema = z.strictObject(assetableQuery);

/**
 * Where a file (an avatar, an attachment) downloads from; `assetable_type` and `assetable_id` may follow as a
 * query. It stays outside the endpoint table because the server does not serve files yet: the asset
 * endpoints come with the files work, and this path moves into the table with them.
 */
export const assetDownloadPath = (id: number) => `/assets/${id}`;
