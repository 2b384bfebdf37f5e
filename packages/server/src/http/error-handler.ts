import type { ApiErrorBody } from '@mobilise/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

type PublicError = Omit<ApiErrorBody, 'requestId'>;

/** Fastify's own client errors (a malformed body, one too large, …) by status, under stable codes. */
const clientErrors: Record<number, PublicError> = {
  400: { code: 'bad_request', message: 'The request could not be read.' },
  404: { code: 'not_found', message: 'Nothing was found at this address.' },
  405: { code: 'method_not_allowed', message: 'This address does not accept this method.' },
  406: { code: 'not_acceptable', message: 'No answer in an accepted format is possible.' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
  415: {
    code: 'unsupported_media_type',
    message: 'The request body has a type this address does not accept.',
  },
  429: { code: 'rate_limited', message: 'Too many requests: try again shortly.' },
};
const otherClientError: PublicError = { code: 'bad_request', message: 'The request could not be handled.' };
const internalError: PublicError = { code: 'internal_error', message: 'Something went wrong on our side.' };

/** The one error handler: every failure answers `{code, message, errors?, requestId}`; 5xx are logged. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = statusCodeOf(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  const body: ApiErrorBody = { ...publicPart(error, statusCode), requestId: request.id };
  if (error instanceof HttpError) {
    reply.headers(error.headers);
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function statusCodeOf(error: unknown): number {
  const statusCode =
    error instanceof HttpError ? error.statusCode : (error as { statusCode?: unknown })?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

/** What the client may see: an HttpError says it itself; anything else is reduced to its status. */
function publicPart(error: unknown, statusCode: number): PublicError {
  if (error instanceof HttpError) {
    return { code: error.code, message: error.message, ...(error.errors && { errors: error.errors }) };
  }
  return statusCode >= 500 ? internalError : (clientErrors[statusCode] ?? otherClientError);
}
