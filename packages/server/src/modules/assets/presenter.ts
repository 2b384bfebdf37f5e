import type { Asset, AssetReplaceResponse } from '@mobilise/contract';
import type { AssetRow } from './repository.ts';

export function presentAsset(row: AssetRow): Asset {
  return {
    id: row.id,
    filename: row.filename,
    title: row.title,
    file_size: row.file_size,
    content_type: row.content_type,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    uploaded_by: row.uploaded_by,
    uploaded_by_profile:
      row.uploader_profile_id === null
        ? null
        : {
            id: row.uploader_profile_id,
            firstName: row.uploader_first_name ?? '',
            lastName: row.uploader_last_name ?? '',
            knownAs: row.uploader_known_as,
            avatarId: row.uploader_avatar_id,
          },
  };
}

export function presentReplacedAsset(row: AssetRow): AssetReplaceResponse {
  const { file_size, title, filename, updated_at } = presentAsset(row);
  return { file_size, title, filename, updated_at };
}
