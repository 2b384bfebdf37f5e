import type { Asset } from '@mobilise/contract';
import { fileTypeLabel, formatFileSize } from '@mobilise/ui/format';

/** A file as the app handles it: the API's asset renamed for the browser, with a line describing it. */
export interface ClientAsset {
  id: number;
  title: string;
  fileName: string;
  /** In bytes. */
  fileSize: number;
  contentType: string;
  updatedAt: string;
  /** The user who uploaded it, if known. */
  uploaded_by: number | null;
  /** What kind of file it is and how big, in the reader's language: "PDF · 12 kB". */
  metaString: string;
}

/** The API's asset as the app handles it, its description worded for `locale`. */
export const toClientAsset = (asset: Asset, locale: string): ClientAsset => ({
  id: asset.id,
  title: asset.title,
  fileName: asset.filename,
  fileSize: asset.file_size,
  contentType: asset.content_type,
  updatedAt: asset.updated_at,
  uploaded_by: asset.uploaded_by,
  metaString: `${fileTypeLabel(asset.content_type, asset.filename)} · ${formatFileSize(asset.file_size, locale)}`,
});
