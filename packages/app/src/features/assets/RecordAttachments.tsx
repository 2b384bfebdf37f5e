import { AttachedFilesList } from '@mobilise/ui/AttachedFilesList';
import { Dropzone } from '@mobilise/ui/Dropzone';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import {
  type AttachmentOwner,
  attachmentsQueryOptions,
  type KeptFiles,
  useReplaceAsset,
  useUploadAttachment,
} from './api/assets.ts';
import { toAttachedAsset } from './attached-asset.ts';

export interface RecordAttachmentsProps {
  /** The record the files are attached to. */
  owner: AttachmentOwner;
  /** The caller may change the record: upload, rename, replace and delete are offered. */
  canEdit: boolean;
  /** Names the drop zone that attaches a new file. */
  uploadLabel: string;
  /** Names the list of files. */
  listLabel: string;
  /** Only the files the record keeps in a list of its own, added through its own call. */
  kept?: KeptFiles;
}

/**
 * The files attached to a record: listed for download (PDFs in a new tab), and, for those who may change
 * the record, a drop zone to attach more and rename, replace and delete on each. A failed rename, replace
 * or delete opens the generic error modal (the query client's, for any failed write); a failed upload is
 * worded by the drop zone.
 */
export function RecordAttachments({ owner, canEdit, uploadLabel, listLabel, kept }: RecordAttachmentsProps) {
  const { i18n } = useTranslation();
  // A list of its own that is empty names no file to ask for.
  const hasFiles = kept === undefined || kept.ids.length > 0;
  const files = useQuery({ ...attachmentsQueryOptions(owner, kept?.ids), enabled: hasFiles });
  const upload = useUploadAttachment(owner, kept);
  const replace = useReplaceAsset();
  const rename = useEndpointMutation('renameAsset');
  const remove = useEndpointMutation('deleteAsset');
  const id = (asset: { id: string | number }) => Number(asset.id);
  return (
    <Stack space="lg">
      <AttachedFilesList
        aria-label={listLabel}
        assets={hasFiles ? files.data?.map((asset) => toAttachedAsset(asset, i18n.language)) : []}
        isLoading={hasFiles && files.isPending}
        hasLoadError={hasFiles && files.isError}
        onRetry={() => void files.refetch()}
        assetableType={owner.assetable_type}
        assetableId={owner.assetable_id}
        canRename={canEdit}
        canReplace={canEdit}
        canDelete={canEdit}
        onRename={async (asset, title) => {
          await rename.mutateAsync({ params: { id: id(asset) }, body: { title } });
        }}
        onReplace={async (asset, file) => {
          await replace.mutateAsync({ id: id(asset), file });
        }}
        onDelete={async (asset) => {
          await remove.mutateAsync({ params: { id: id(asset) } });
        }}
      />
      {canEdit ? (
        <Dropzone
          label={uploadLabel}
          onUpload={async ([file]) => {
            if (file) await upload.mutateAsync(file);
          }}
        />
      ) : null}
    </Stack>
  );
}
