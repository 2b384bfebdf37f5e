import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV file as a download (F4): the name is given in plain ASCII and, for any other character,
 * RFC 5987-encoded, so no header injection and no path in it can reach the browser. The body is streamed
 * as it is written (and compressed on the way when the client accepts it).
 *
 * `csv` throwing before its first part is an error answer. Once the first part is out, the status is
 * sent and a failure can only be told by breaking the answer off: Fastify then destroys the socket, so
 * the chunked body never gets its last chunk and the browser marks the download failed instead of
 * keeping a file that looks whole (export.test.ts holds this, compressed or not). So a caller reads
 * what may fail for the request's own sake (its query's first rows) before calling this.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  csv: AsyncIterable<string | Uint8Array>,
  /** `gzip` when `csv` is already compressed: the server's compression then leaves it as it is. */
  encoding?: 'gzip',
) {
  const asciiName = fileName.replace(/[^\w.-]/g, '_');
  if (encoding) {
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(Readable.from(csv, { objectMode: false }));
}

/**
 * Whether a client takes a body gzip-compressed: `gzip` (or its old name `x-gzip`) in its Accept-Encoding
 * with a weight above zero. A `*` alone is not taken as a yes: such a client is better served by the
 * server's own negotiation.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return (
      (coding === 'gzip' || coding === 'x-gzip') && (weight === undefined || Number(weight.slice(2)) > 0)
    );
  });
}
