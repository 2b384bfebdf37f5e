import type { preParsingAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

/** The names UTF-8 goes by in a Content-Type (its IANA name, and the alias many clients send). */
const utf8Names = new Set(['utf-8', 'utf8']);

/** The `charset` parameter of a Content-Type header, lower case and unquoted; undefined when it names none. */
export function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const [name = '', ...value] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset') {
      return value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return undefined;
}

/**
 * A preParsing hook: a body declared in a charset other than UTF-8 is a 415. The JSON parser reads every
 * body as UTF-8, so a Latin-1 "Zoë" would otherwise be stored with a replacement character in place of
 * the ë, silently; a client that names no charset is read as UTF-8, as JSON requires.
 */
export const refuseBodiesNotInUtf8: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const contentType = request.headers['content-type'];
  const charset = contentType === undefined ? undefined : charsetOf(contentType);
  if (charset !== undefined && !utf8Names.has(charset)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `The request body must be UTF-8; it was declared ${charset}.`,
    );
  }
  return payload;
};
