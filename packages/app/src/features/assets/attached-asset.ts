import type { Asset, AssetUploader } from '@mobilise/contract';
import type { AttachedAsset } from '@mobilise/ui/AttachedFilesList';
import { toClientAsset } from './client-asset.ts';

/** How the list names an uploader: the name colleagues use, then the last name. */
const uploaderName = ({ knownAs, firstName, lastName }: AssetUploader) =>
  [knownAs?.trim() || firstName, lastName].filter((part) => part?.trim()).join(' ');

/** A file as the attachments list shows it, its uploader resolved to a name by the server. */
export const toAttachedAsset = (asset: Asset, locale: string): AttachedAsset => ({
  ...toClientAsset(asset, locale),
  uploadedBy: asset.uploaded_by_profile ? { name: uploaderName(asset.uploaded_by_profile) } : null,
});
