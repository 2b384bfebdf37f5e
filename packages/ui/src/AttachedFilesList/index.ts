export type { AttachedAsset, AttachedFilesListProps } from './AttachedFilesList.tsx';
export { AttachedFilesList } from './AttachedFilesList.tsx';
export type { Assetable } from './assetHref.ts';
export { assetHref } from './assetHref.ts';
