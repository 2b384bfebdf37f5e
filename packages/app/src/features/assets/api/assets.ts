import type { Asset, AssetableType } from '@mobilise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { endpointQueryOptions, refreshAfterWrite } from '../../../api/endpoint-queries.ts';
import { type UploadEndpointName, uploadEndpoint } from '../../../api/upload.ts';
import { createAssetFetchQueue } from '../asset-fetch-queue.ts';

/** The record whose attachments a list shows, and which grants access to them. */
export interface AttachmentOwner {
  assetable_type: AssetableType;
  assetable_id: number;
}

/** The app's one queue: every file asked for by id about the same time comes in one call. */
export const assetFetchQueue = createAssetFetchQueue<Asset>((ids, owner) =>
  callEndpoint('listAssets', { query: { id: [...ids], ...owner } }),
);

/**
 * Files a record keeps in a list of its own (an assignment's MOU documents) rather than all the files
 * attached to it: their ids, and the record's own call that adds one (`upload`, through `endpoint`).
 */
export interface KeptFiles {
  ids: readonly number[];
  endpoint: UploadEndpointName;
  upload: (file: File) => Promise<unknown>;
}

/** Every file attached to a record (a person's attachments), or the ones named, as the server lists them. */
export const attachmentsQueryOptions = (owner: AttachmentOwner, ids?: readonly number[]) =>
  endpointQueryOptions('listAssets', { query: ids ? { ...owner, id: [...ids] } : owner });

/**
 * Attaches a new file to the record, or adds it to the record's own list. The drop zone words a refusal
 * itself (too large, wrong type, any other failure), so no generic error modal opens.
 */
export const useUploadAttachment = (owner: AttachmentOwner, kept?: KeptFiles) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: (file: File) => kept?.upload(file) ?? uploadEndpoint('uploadAsset', file, { query: owner }),
    onSuccess: () => refreshAfterWrite(queryClient, kept?.endpoint ?? 'uploadAsset'),
  });
};

/** Uploads a file in place of another; a failure opens the generic error modal. */
export const useReplaceAsset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadEndpoint('replaceAsset', file, { params: { id }, query: { _method: 'PATCH' } }),
    onSuccess: () => refreshAfterWrite(queryClient, 'replaceAsset'),
  });
};
