import fastifyMultipart from '@fastify/multipart';
import { assetFileField } from '@mobilise/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { FileTooLargeError, NotMultipartError } from './errors.ts';
import { contentDisposition } from './file-names.ts';
import type { IncomingFile } from './incoming-file.ts';
import type { AttachedRecord } from './repository.ts';
import type { AssetsService } from './service.ts';

export interface AssetsRoutesOptions {
  assets: AssetsService;
  /** The largest upload, in KB. */
  maxSizeKb: number;
}

/** What a multipart body may carry around its one file: boundaries, part headers, the odd extra field. */
const multipartOverheadBytes = 16 * 1024;

/**
 * A stored file shown in the browser can never act in the app's origin: it loads nothing, may not be
 * framed, and is its own unique origin (`sandbox`) even when opened in a tab. Styles stay allowed so a
 * browser's own image viewer draws. Chrome's PDF viewer does not start in a sandboxed document, so a
 * PDF gets the rest of the policy without `sandbox`: what it holds runs in the viewer, never as a page
 * of ours, and nosniff keeps it a PDF.
 */
const noActiveContent =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const downloadContentSecurityPolicy = (mediaType: string) =>
  mediaType === 'application/pdf' ? noActiveContent : `sandbox; ${noActiveContent}`;

/**
 * The asset calls: upload, replace (POST with the PATCH override), rename, delete, list, one, and the
 * download at /assets/{id}. Register behind the session guard.
 */
export const assetsRoutes: FastifyPluginAsync<AssetsRoutesOptions> = async (app, { assets, maxSizeKb }) => {
  await acceptOneFileUploads(app, maxSizeKb);

  serveEndpoint(app, 'listAssets', async (request) =>
    assets.list(await request.context(), request.query.id, recordOf(request.query)),
  );

  serveEndpoint(app, 'getAsset', async (request) =>
    assets.get(await request.context(), request.params.id, recordOf(request.query)),
  );

  serveEndpoint(app, 'uploadAsset', async (request, reply) => {
    refuseBodyOverLimit(request, maxSizeKb);
    const asset = await assets.upload(await request.context(), recordOf(request.query), () =>
      openFile(request),
    );
    return reply.code(201).send(asset);
  });

  serveEndpoint(app, 'replaceAsset', async (request) => {
    refuseBodyOverLimit(request, maxSizeKb);
    return assets.replace(await request.context(), request.params.id, () => openFile(request));
  });

  serveEndpoint(app, 'renameAsset', async (request) =>
    assets.rename(await request.context(), request.params.id, request.body.title),
  );

  serveEndpoint(app, 'deleteAsset', async (request, reply) => {
    await assets.delete(await request.context(), request.params.id);
    return reply.code(204).send();
  });

  serveEndpoint(
    app,
    'downloadAsset',
    async (request, reply) => {
      const file = await assets.download(await request.context(), request.params.id, recordOf(request.query));
      return (
        reply
          .code(200)
          .type(file.asset.content_type)
          .header('content-length', file.asset.file_size)
          .header(
            'content-disposition',
            contentDisposition(file.opensInline ? 'inline' : 'attachment', file.asset.filename),
          )
          .header('content-security-policy', downloadContentSecurityPolicy(file.asset.content_type))
          .header('x-content-type-options', 'nosniff')
          // Someone's file: kept by no cache, so the next user of a shared computer cannot open it.
          .header('cache-control', 'private, no-store')
          .send(file.content)
      );
    },
    // /assets/ also holds the app's built files (`/assets/index-3f2a.js`): only a number is a file id.
    { digitsOnlyParams: ['id'] },
  );
};

/**
 * Lets the routes of `app`'s scope take a multipart body of one file. Multipart bodies are taken only
 * in such scopes, and read as a stream: the limits below stop a body that breaks them as soon as it does.
 */
export async function acceptOneFileUploads(app: FastifyInstance, maxSizeKb: number) {
  await app.register(fastifyMultipart, {
    limits: {
      // One byte over the limit is what tells "too large" from "exactly the limit".
      fileSize: maxSizeKb * 1000 + 1,
      files: 1,
      fields: 4,
      fieldSize: 1000,
      parts: 5,
    },
  });
}

/** The record named by `assetable_type` and `assetable_id`, which the query schemas give together or not at all. */
function recordOf(query: { assetable_type?: AttachedRecord['type']; assetable_id?: number }) {
  return query.assetable_type !== undefined && query.assetable_id !== undefined
    ? { type: query.assetable_type, id: query.assetable_id }
    : undefined;
}

/** A body that announces itself larger than any allowed file is refused before a byte of it is read. */
export function refuseBodyOverLimit(request: FastifyRequest, maxSizeKb: number) {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxSizeKb * 1000 + multipartOverheadBytes) {
    throw new FileTooLargeError(maxSizeKb);
  }
}

/** The one file of the request's multipart body, in the field the contract names. */
export async function openFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) {
    throw new NotMultipartError();
  }
  const part = await request.file();
  if (!part) {
    throw RequestValidationError.fromZodIssues([customIssue([assetFileField], 'field_required')], 'body');
  }
  if (part.fieldname !== assetFileField) {
    part.file.resume();
    throw RequestValidationError.fromZodIssues([customIssue([part.fieldname], 'field_not_in_form')], 'body');
  }
  return { sentName: part.filename, content: part.file, wasCutShort: () => part.file.truncated };
}
