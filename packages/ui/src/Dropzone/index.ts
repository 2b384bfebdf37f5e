export type { DropzoneProps } from './Dropzone.tsx';
export { Dropzone, dropzoneThumbnailSize } from './Dropzone.tsx';
