import { Readable } from 'node:stream';
import { type AcceptedFileType, acceptedFileTypeOf, fileTypeSampleBytes } from './accepted-file-types.ts';
import { FileTooLargeError, FileTypeRefusedError } from './errors.ts';
import { cleanFileName } from './file-names.ts';

/** A file as a multipart body brings it: the name the browser gave and the bytes as they arrive. */
export interface IncomingFile {
  sentName: string | undefined;
  content: Readable;
  /** Whether the multipart parser cut the file short at its own size limit. */
  wasCutShort: () => boolean;
}

/** A file whose type is decided and which is known to fit so far: its bytes still flow from the client. */
export interface CheckedFile {
  fileName: string;
  type: AcceptedFileType;
  /** The whole file, first bytes included; it fails with FileTooLargeError once it passes the limit. */
  content: Readable;
  /** How many bytes have gone through `content` (the file's size once it has ended). */
  bytesRead: () => number;
}

/**
 * Reads the first bytes of an upload to decide its type by content, refusing (415) a type not kept
 * before anything is stored, and counts the bytes as they flow on, failing the stream (413) the moment
 * it passes `maxSizeKb`, so a large file is refused before the rest of the body is read.
 */
export async function checkIncomingFile(file: IncomingFile, maxSizeKb: number): Promise<CheckedFile> {
  const maxBytes = maxSizeKb * 1000;
  const source = file.content[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let bytesRead = 0;
  const next = async (): Promise<Buffer | undefined> => {
    const { value, done } = await source.next();
    if (done) {
      if (file.wasCutShort()) throw new FileTooLargeError(maxSizeKb);
      return undefined;
    }
    bytesRead += value.length;
    if (bytesRead > maxBytes) throw new FileTooLargeError(maxSizeKb);
    return value;
  };

  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < fileTypeSampleBytes) {
    const chunk = await next();
    if (chunk === undefined) {
      ended = true;
      break;
    }
    head.push(chunk);
    headBytes += chunk.length;
  }
  const fileName = cleanFileName(file.sentName);
  const type = await acceptedFileTypeOf(Buffer.concat(head), fileName);
  if (type === undefined) {
    file.content.destroy();
    throw new FileTypeRefusedError();
  }
  async function* wholeFile() {
    yield* head;
    if (ended) return;
    for (let chunk = await next(); chunk !== undefined; chunk = await next()) {
      yield chunk;
    }
  }
  return { fileName, type, content: Readable.from(wholeFile()), bytesRead: () => bytesRead };
}
