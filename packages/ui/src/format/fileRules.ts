import { bytesPerKb } from './fileSize.ts';
import { isImage } from './fileType.ts';

/** Why a chosen file is refused, each reason with its own message. */
export type FileRejection = 'tooLarge' | 'notImage';

export interface FileRules {
  /** The largest accepted size in KB. */
  maxSizeKb: number;
  /** Only images are accepted (the Image constraint). */
  isImageOnly: boolean;
}

/** The first rule a file breaks, or null when it may be uploaded. */
export function fileRejection(file: Pick<File, 'size' | 'type'>, rules: FileRules): FileRejection | null {
  if (rules.isImageOnly && !isImage(file.type)) return 'notImage';
  if (file.size > rules.maxSizeKb * bytesPerKb) return 'tooLarge';
  return null;
}
