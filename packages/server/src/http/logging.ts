import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the log: link tokens (`/reset-password?token=…`) and the like. */
const secretParameter = /([?&](?:token|password|code|key)=)[^&#]*/gi;

/** Path segments that are secrets themselves: a calendar feed's address (`/api/calendar-feeds/…`). */
const secretPathSegment = /(\/api\/calendar-feeds\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParameter, '$1[redacted]').replace(secretPathSegment, '$1[redacted]');
}

/**
 * The logger options: Fastify's defaults, but a request is logged without the values of secret query
 * parameters (C5). Headers (cookies among them) and bodies are never logged.
 */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) {
    return logger;
  }
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...options.serializers,
    },
  };
}
