import { timingSafeEqual } from 'node:crypto';
import {
  secureSessionCookieName,
  sessionCookieName,
  xsrfCookieName,
  xsrfHeaderName,
} from '@mobilise/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { readCookie, setCookie } from '../../http/cookies.ts';
import type { Random } from '../../ports.ts';
import { CrossOriginError, NotSignedInError, XsrfError } from './errors.ts';
import type { AuthService, RequestSession } from './service.ts';
import { newToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked session of the request, or null (set for /api routes and /logout). */
    session: RequestSession | null;
  }
  interface FastifyContextConfig {
    /** Deny by default: only a route that says `public: true` answers without a session. */
    public?: boolean;
    /** The status of the not-signed-in answer: 401, or 404 where the spec wants it (users/me). */
    signedOutStatus?: 401 | 404;
  }
}

/** How the server names and flags its cookies: Secure and the __Host- prefix in production (S1). */
export interface CookiePolicy {
  secure: boolean;
  sessionCookieName: string;
}

export function cookiePolicy(nodeEnv: string): CookiePolicy {
  const secure = nodeEnv === 'production';
  return { secure, sessionCookieName: secure ? secureSessionCookieName : sessionCookieName };
}

export function readSessionToken(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return readCookie(request, policy.sessionCookieName) || undefined;
}

/** HttpOnly, SameSite=Lax, Path=/; a browser-session cookie, the server enforcing the lifetimes (S1, S4). */
export function setSessionCookie(reply: FastifyReply, policy: CookiePolicy, token: string) {
  setCookie(reply, policy.sessionCookieName, token, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'Lax',
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy) {
  setCookie(reply, policy.sessionCookieName, '', {
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'Lax',
    maxAge: 0,
  });
}

/** The session of a route that is not public: the guard has made sure there is one. */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) {
    throw new NotSignedInError(request.routeOptions.config.signedOutStatus ?? 401);
  }
  return request.session;
}

/**
 * onRequest for the API: reads the session cookie and checks the session; a route that is not public
 * refuses a request without a live one (deny by default).
 */
export function sessionGuard(auth: AuthService, policy: CookiePolicy): onRequestAsyncHookHandler {
  return async (request) => {
    const token = readSessionToken(request, policy);
    request.session = token ? ((await auth.resolveSession(token)) ?? null) : null;
    if (!request.session && request.routeOptions.config.public !== true) {
      throw new NotSignedInError(request.routeOptions.config.signedOutStatus ?? 401);
    }
  };
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * onRequest for every address (S6, S7): gives an XSRF-TOKEN cookie (readable by the app, SameSite=Lax)
 * to a request that has none; refuses a POST, PUT, PATCH or DELETE that comes from another site
 * (Origin, Sec-Fetch-Site) or does not echo the cookie in X-XSRF-TOKEN. Runs before the body is read,
 * so a refused request writes nothing.
 */
export function xsrfProtection(options: { secure: boolean; random: Random }): onRequestAsyncHookHandler {
  const header = xsrfHeaderName.toLowerCase();
  return async (request, reply) => {
    const cookie = readCookie(request, xsrfCookieName);
    if (!cookie) {
      setCookie(reply, xsrfCookieName, newToken(options.random), {
        httpOnly: false,
        secure: options.secure,
        sameSite: 'Lax',
      });
    }
    if (!mutatingMethods.has(request.method)) {
      return;
    }
    if (comesFromAnotherSite(request)) {
      throw new CrossOriginError();
    }
    const echoed = request.headers[header];
    if (!cookie || typeof echoed !== 'string' || !sameString(cookie, echoed)) {
      throw new XsrfError();
    }
  };
}

function comesFromAnotherSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return true;
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return false;
  }
  try {
    const originUrl = new URL(origin);
    // Parsed the same way, so that a default port (":80", ":443") written in one and not the other matches.
    return originUrl.host !== new URL(`${originUrl.protocol}//${request.headers.host}`).host;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage.
    return true;
  }
}

function sameString(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
