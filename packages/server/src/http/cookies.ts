import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookies of a request, by name (the first one wins when a name repeats). */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = request.headers.cookie;
  if (!header) {
    return cookies;
  }
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) {
      continue;
    }
    const name = part.slice(0, separator).trim();
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    if (name && !cookies.has(name)) {
      cookies.set(name, safeDecode(value));
    }
  }
  return cookies;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return readCookies(request).get(name);
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
  /** Seconds; 0 removes the cookie; undefined makes a browser-session cookie. */
  maxAge?: number;
}

/** Adds a Set-Cookie header (several calls add several headers). Path is always /. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `SameSite=${options.sameSite}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${options.maxAge}`);
  }
  if (options.httpOnly) {
    parts.push('HttpOnly');
  }
  if (options.secure) {
    parts.push('Secure');
  }
  reply.header('set-cookie', parts.join('; '));
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
