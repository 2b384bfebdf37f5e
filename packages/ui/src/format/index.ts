export type { FileRejection, FileRules } from './fileRules.ts';
export { fileRejection } from './fileRules.ts';
export { bytesPerKb, bytesPerMb, defaultMaxFileSizeKb, formatFileSize, formatMegabytes } from './fileSize.ts';
export { fileTypeLabel, isImage, isPdf } from './fileType.ts';
