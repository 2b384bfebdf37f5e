import type { ApiErrorBody } from '@mobilise/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { requestLanguage } from '../i18n/accept-language.ts';
import type { Language } from '../i18n/languages.ts';
import { isMessageKey, type MessageKey, translate } from '../i18n/messages.ts';
import { translateIssue } from '../i18n/zod-issues.ts';
import { type FieldErrors, HttpError, RequestValidationError } from './errors.ts';

type PublicError = Omit<ApiErrorBody, 'requestId'>;

/** Fastify's own client errors (a malformed body, one too large, …) by status, under stable codes. */
const clientErrorCodes: Record<number, MessageKey> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The one error handler: every failure answers `{code, message, errors?, requestId}`, the message and
 * the field messages in the language of the request's Accept-Language; 5xx are logged.
 */
export function errorHandler(thrown: unknown, request: FastifyRequest, reply: FastifyReply) {
  const error = isDatabaseUnavailable(thrown) ? new DatabaseUnavailableError() : thrown;
  const statusCode = statusCodeOf(error);
  if (statusCode >= 500) {
    request.log.error({ err: thrown }, 'request failed');
  }
  const language = requestLanguage(request);
  const body: ApiErrorBody = { ...publicPart(error, statusCode, language), requestId: request.id };
  if (error instanceof HttpError) {
    reply.headers(error.headers);
  }
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .header('content-language', language)
    .send(body);
}

function statusCodeOf(error: unknown): number {
  const statusCode =
    error instanceof HttpError ? error.statusCode : (error as { statusCode?: unknown })?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

/** What the client may see: an HttpError says it itself; anything else is reduced to its status. */
function publicPart(error: unknown, statusCode: number, language: Language): PublicError {
  if (error instanceof HttpError) {
    const message = isMessageKey(error.code)
      ? translate(language, error.code, error.messageParams)
      : error.message;
    const errors = fieldErrorsOf(error, language);
    return { code: error.code, message, ...(errors && { errors }) };
  }
  const code = statusCode >= 500 ? 'internal_error' : (clientErrorCodes[statusCode] ?? 'bad_request');
  return { code, message: translate(language, code) };
}

function fieldErrorsOf(error: HttpError, language: Language): FieldErrors | undefined {
  if (!(error instanceof RequestValidationError && error.issues)) {
    return error.errors;
  }
  return Object.fromEntries(
    Object.entries(error.issues).map(([field, issues]) => [
      field,
      issues.map((issue) => translateIssue(language, issue)),
    ]),
  );
}
