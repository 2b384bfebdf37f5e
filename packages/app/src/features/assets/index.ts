export { formAssetSources } from './form-asset-sources.ts';
export { RecordAttachments } from './RecordAttachments.tsx';
