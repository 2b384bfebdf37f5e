import type { onSendAsyncHookHandler } from 'fastify';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** An onSend hook, so that every answer carries the headers: API, files, the app shell and errors alike. */
export const addSecurityHeaders: onSendAsyncHookHandler = async (_request, reply, payload) => {
  reply.headers(securityHeaders);
  return payload;
};
