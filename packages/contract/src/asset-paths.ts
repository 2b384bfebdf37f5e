// Apart from the asset schemas so that every page showing an avatar or uploading a file does not carry zod.
import { endpointRoutes } from './endpoints/endpoint-routes.ts';

/**
 * Where a file (an avatar, an attachment) downloads from; `assetable_type` and `assetable_id` may follow as a
 * query, naming the record through which the caller reaches it.
 */
export const assetDownloadPath = (id: number) =>
  endpointRoutes.downloadAsset.path.replace('{id}', String(id));

/** The multipart form field that carries the file, in an upload and a replace (one file per request). */
export const assetFileField = 'file';
