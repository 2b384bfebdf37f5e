import type { FieldSources } from '@mobilise/form-engine/react';
import { uploadEndpoint } from '../../api/upload.ts';
import { assetFetchQueue } from './api/assets.ts';
import { toAttachedAsset } from './attached-asset.ts';

/**
 * What a form's Asset nodes need from the app: an upload through the API client (the new file's id is the
 * answer), and the files an answer names, fetched through the queue so that every Asset node of a page
 * asks in one call.
 */
export const formAssetSources = (locale: string): Pick<FieldSources, 'uploadAsset' | 'loadAssets'> => ({
  uploadAsset: async (file) => (await uploadEndpoint('uploadAsset', file, {})).id,
  loadAssets: async (ids) => {
    const assets = await Promise.all(ids.map((id) => assetFetchQueue.request(Number(id))));
    return assets.map((asset) => toAttachedAsset(asset, locale));
  },
});
