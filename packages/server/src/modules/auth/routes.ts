import {
  type CurrentUserResponse,
  currentUserResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod.ts';
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

/** `POST /api/auth/login`, `register`, `forgot-password`, `reset-password`: public, JSON, XSRF-checked. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { auth, cookies, currentUser },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: { body: loginBodySchema, response: { 200: currentUserResponseSchema } },
    },
    async (request, reply) => {
      const session = await auth.login({
        ...request.body,
        address: request.ip,
        currentToken: readSessionToken(request, cookies),
      });
      setSessionCookie(reply, cookies, session.token);
      return currentUser(session.userId);
    },
  );

  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: { body: registerBodySchema, response: { 200: currentUserResponseSchema } },
    },
    async (request, reply) => {
      const session = await auth.register({ ...request.body, address: request.ip });
      setSessionCookie(reply, cookies, session.token);
      return currentUser(session.userId);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: { body: forgotPasswordBodySchema, response: { 202: forgotPasswordResponseSchema } },
    },
    async (request, reply) => {
      await auth.forgotPassword({ email: request.body.email, address: request.ip });
      return reply.code(202).send({ message: forgotPasswordMessage });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: { body: resetPasswordBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.resetPassword({
        ...request.body,
        address: request.ip,
        currentToken: readSessionToken(request, cookies),
      });
      return reply.code(204).send(null);
    },
  );
};

/**
 * `GET /logout` (spec 01 §7: logout is a plain link): ends the session on the server, clears the cookie
 * and redirects to /login. The one GET that changes state, because the spec makes logout a link; a
 * cross-site page cannot trigger it with the cookie, which is SameSite=Lax, except by navigating the
 * whole window there, which only signs the user out.
 */
export const logoutRoute: FastifyPluginAsync<
  Pick<AuthRoutesOptions, 'auth' | 'cookies'>,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { auth, cookies }) => {
  app.get('/logout', { config: { public: true } }, async (request, reply) => {
    const token = readSessionToken(request, cookies);
    if (token) {
      await auth.logout(token);
    }
    clearSessionCookie(reply, cookies);
    return reply.header('cache-control', 'no-store').redirect('/login', 302);
  });
};
