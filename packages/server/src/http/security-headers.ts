import { createHash } from 'node:crypto';
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

const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * The policy for a page of the app's own build that carries inline scripts (a prerendered page): it
 * allows exactly those scripts, each by its hash, and nothing else inline.
 */
export const contentSecurityPolicyAllowingScriptsOf = (html: string) => {
  const hashes = [...html.matchAll(inlineScript)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
  return contentSecurityPolicy.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
};

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/**
 * An onSend hook, so that every answer carries the headers: API, files, the app shell and errors alike. The
 * policy is the strict one unless the answer set its own (`contentSecurityPolicyAllowingScriptsOf`).
 */
export const addSecurityHeaders: onSendAsyncHookHandler = async (_request, reply, payload) => {
  reply.headers(securityHeaders);
  if (!reply.hasHeader('content-security-policy'))
    reply.header('content-security-policy', contentSecurityPolicy);
  return payload;
};

/**
 * An onSend hook telling browsers to reach the app over https only, for `maxAge` seconds: so that a
 * later visit typed without https, or a link to http://, is never sent in the clear where a network
 * could read the session cookie or answer in the app's place. Registered only when the app is served
 * over https (config's hstsMaxAge).
 */
export const strictTransportSecurity =
  (maxAge: number): onSendAsyncHookHandler =>
  async (_request, reply, payload) => {
    reply.header('strict-transport-security', `max-age=${maxAge}`);
    return payload;
  };
