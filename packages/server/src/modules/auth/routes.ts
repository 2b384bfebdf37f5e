import type { CurrentUserResponse } from '@mobilise/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { type AuthService, forgotPasswordMessage } from './service.ts';
import {
  type CookiePolicy,
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from './session-cookie.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookies: CookiePolicy;
  /** The users/me answer for a user, given after sign-in and registration. */
  currentUser: (userId: number) => Promise<CurrentUserResponse>;
}

/** Sign-in, registration, forgotten and reset passwords: public, JSON, XSRF-checked. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { auth, cookies, currentUser },
) => {
  serveEndpoint(app, 'login', async (request, reply) => {
    const session = await auth.login({
      ...request.body,
      address: request.ip,
      currentToken: readSessionToken(request, cookies),
    });
    setSessionCookie(reply, cookies, session.token);
    return currentUser(session.userId);
  });

  serveEndpoint(app, 'register', async (request, reply) => {
    const session = await auth.register({ ...request.body, address: request.ip });
    setSessionCookie(reply, cookies, session.token);
    return currentUser(session.userId);
  });

  serveEndpoint(app, 'forgotPassword', async (request, reply) => {
    await auth.forgotPassword({ email: request.body.email, address: request.ip });
    return reply.code(202).send({ message: forgotPasswordMessage });
  });

  serveEndpoint(app, 'resetPassword', async (request, reply) => {
    await auth.resetPassword({
      ...request.body,
      address: request.ip,
      currentToken: readSessionToken(request, cookies),
    });
    return reply.code(204).send(null);
  });
};

/**
 * Logout is a plain link: it ends the session on the server, clears the cookie and redirects to /login.
 * The one GET that changes state; a cross-site page cannot trigger it with the cookie, which is
 * SameSite=Lax, except by navigating the whole window there, which only signs the user out.
 */
export const logoutRoute: FastifyPluginAsync<Pick<AuthRoutesOptions, 'auth' | 'cookies'>> = async (
  app,
  { auth, cookies },
) => {
  serveEndpoint(app, 'logout', async (request, reply) => {
    const token = readSessionToken(request, cookies);
    if (token) {
      await auth.logout(token);
    }
    clearSessionCookie(reply, cookies);
    return reply.header('cache-control', 'no-store').redirect('/login', 302);
  });
};
