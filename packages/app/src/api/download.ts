import type { EndpointName } from '@mobilise/contract';
import { type CallArguments, send } from './client.ts';
import { fileNameOf } from './content-disposition.ts';

// Its own module, left out of the api/index.ts barrel that the first page reaches, so that the pages that
// download files carry it and the first page does not.

/** A file the API answered with, and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/**
 * A file (a CSV export, say) fetched as every call is made, so that an error answer (a 429, a 500) is an
 * ApiError the page can word, never a JSON body the browser saves as the file.
 */
export async function downloadEndpoint<Name extends EndpointName>(
  name: Name,
  ...[call]: CallArguments<Name>
): Promise<DownloadedFile> {
  const response = await send(name, call as Parameters<typeof send>[1]);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}
