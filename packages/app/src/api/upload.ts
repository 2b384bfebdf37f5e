import {
  assetFileField,
  type EndpointAnswer,
  type EndpointName,
  type endpointSchemas,
} from '@mobilise/contract';
import { type CallArguments, send } from './client.ts';

// Its own module, left out of the api/index.ts barrel that the first page reaches: only the pages that
// upload files carry it.

/** The endpoints whose body is a multipart form carrying one file. */
export type UploadEndpointName = {
  [Name in EndpointName]: (typeof endpointSchemas)[Name] extends { upload: object } ? Name : never;
}[EndpointName];

/**
 * Sends one file as the multipart form the upload endpoints read (the file in its one field), with the
 * credentials, language and XSRF header of every call. A refusal (413 too large, 415 not a type the record
 * takes) is an ApiError like any other.
 */
export async function uploadEndpoint<Name extends UploadEndpointName>(
  name: Name,
  file: File,
  ...[call]: CallArguments<Name>
): Promise<EndpointAnswer<Name>> {
  const form = new FormData();
  form.append(assetFileField, file);
  const response = await send(name, { ...(call as Parameters<typeof send>[1]), body: form });
  return (await response.json()) as EndpointAnswer<Name>;
}
