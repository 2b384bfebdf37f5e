import { z } from 'zod';
import { personProfileSchema } from './person-profiles.ts';
import {
  idListQuerySchema,
  idSchema,
  lineTextSchema,
  nameTextSchema,
  queryIntSchema,
  timestampSchema,
} from './primitives.ts';

/**
 * Who uploaded a file, as the attachments list names them: the person profile of the `uploaded_by` user
 * (null when that user has none, or is gone).
 */
export const assetUploaderSchema = personProfileSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  knownAs: true,
  avatarId: true,
});
export type AssetUploader = z.infer<typeof assetUploaderSchema>;

/**
 * Asset, the API shape, field for field. `uploaded_by` is a user id; `uploaded_by_profile` is that user's
 * person profile, resolved by the server so that a list of files needs no second call.
 */
export const assetSchema = z.object({
  id: idSchema,
  filename: lineTextSchema,
  title: lineTextSchema,
  file_size: z.number().int().nonnegative(),
  content_type: nameTextSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  uploaded_by: idSchema.nullable(),
  uploaded_by_profile: assetUploaderSchema.nullable(),
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
  'task_instance',
] as const;
export const assetableTypeSchema = z.enum(assetableTypes);
export type AssetableType = z.infer<typeof assetableTypeSchema>;

/** The record a file is attached to, which grants access to it (`assetable_type`, `assetable_id`). */
const assetableQuery = {
  assetable_type: assetableTypeSchema.optional(),
  assetable_id: queryIntSchema(1).optional(),
};

/** `assetable_type` and `assetable_id` name one record together: one without the other is refused. */
const bothOrNeither = (query: { assetable_type?: AssetableType; assetable_id?: number }) =>
  (query.assetable_type === undefined) === (query.assetable_id === undefined);
const bothOrNeitherError = { error: 'assetable_type and assetable_id go together', path: ['assetable_id'] };

/**
 * `GET private/api/assets?id={ids}[&assetable_type&assetable_id]`: the files listed, those the caller may
 * not see left out. Without `id`, every file attached to the record named by `assetable_type` and
 * `assetable_id` (how a profile lists a person's attachments).
 */
export const assetListQuerySchema = z
  .strictObject({ id: idListQuerySchema.optional(), ...assetableQuery })
  .refine(bothOrNeither, bothOrNeitherError)
  .refine((query) => query.id !== undefined || query.assetable_id !== undefined, {
    error: 'name the files (id) or the record they are attached to (assetable_type and assetable_id)',
    path: ['id'],
  });
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

/** `GET private/api/assets/{id}[?assetable_type&assetable_id]`, and the download `/assets/{id}`. */
export const assetQuerySchema = z.strictObject(assetableQuery).refine(bothOrNeither, bothOrNeitherError);
export type AssetQuery = z.input<typeof assetQuerySchema>;

/**
 * `POST /private/api/assets[?assetable_type&assetable_id]`: the new file is attached to that record,
 * which the caller must be allowed to change. The record is named in the query rather than in the form's
 * fields so that the server decides before it reads a byte of the file.
 */
export const assetUploadQuerySchema = assetQuerySchema;
export type AssetUploadQuery = AssetQuery;

/** `POST /private/api/assets/{id}?_method=PATCH`: the replace, with the method override the spec names. */
export const assetReplaceQuerySchema = z.strictObject({ _method: z.literal('PATCH').optional() });
export type AssetReplaceQuery = z.input<typeof assetReplaceQuerySchema>;

/** The file list of `GET private/api/assets`. */
export const assetListSchema = z.array(assetSchema);
