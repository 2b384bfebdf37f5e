import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** What the server stores a file as: its media type, and whether a browser may show it in a tab. */
export interface AcceptedFileType {
  mediaType: string;
  /** PDFs and images open in a new tab; everything else is only ever downloaded. */
  opensInline: boolean;
}

/**
 * The types a record's attachments may have, by the extension `file-type` finds from the bytes: PDFs,
 * the images every browser shows, and office documents (OOXML and OpenDocument).
 */
const acceptedByContent: Record<string, AcceptedFileType> = {
  pdf: { mediaType: 'application/pdf', opensInline: true },
  png: { mediaType: 'image/png', opensInline: true },
  jpg: { mediaType: 'image/jpeg', opensInline: true },
  gif: { mediaType: 'image/gif', opensInline: true },
  webp: { mediaType: 'image/webp', opensInline: true },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    opensInline: false,
  },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    opensInline: false,
  },
  pptx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    opensInline: false,
  },
  odt: { mediaType: 'application/vnd.oasis.opendocument.text', opensInline: false },
  ods: { mediaType: 'application/vnd.oasis.opendocument.spreadsheet', opensInline: false },
  odp: { mediaType: 'application/vnd.oasis.opendocument.presentation', opensInline: false },
};

/**
 * Word, Excel and PowerPoint files from before 2007 share one container (OLE compound file, `cfb`),
 * which is all the bytes tell apart; within that container, and only there, the name says which.
 */
const legacyOfficeByName: Record<string, AcceptedFileType> = {
  '.doc': { mediaType: 'application/msword', opensInline: false },
  '.xls': { mediaType: 'application/vnd.ms-excel', opensInline: false },
  '.ppt': { mediaType: 'application/vnd.ms-powerpoint', opensInline: false },
};

/** How many leading bytes are read before the type is decided: enough for an office document's first entries. */
export const fileTypeSampleBytes = 64 * 1024;

/**
 * The type to store a file as, decided by its first bytes (never by its name or the browser's word),
 * or undefined for a type that is not kept: HTML, SVG, scripts, executables, archives, text.
 */
export async function acceptedFileTypeOf(
  head: Uint8Array,
  fileName: string,
): Promise<AcceptedFileType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found === undefined) {
    return undefined;
  }
  if (found.ext === 'cfb') {
    return legacyOfficeByName[extname(fileName).toLowerCase()];
  }
  return acceptedByContent[found.ext];
}

/** Whether a stored media type may be shown in a tab rather than only downloaded. */
export function opensInline(mediaType: string): boolean {
  return Object.values(acceptedByContent).some((type) => type.opensInline && type.mediaType === mediaType);
}
