import { currentUserResponseSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { sessionOf } from '../auth/session-cookie.ts';
import type { UsersService } from './service.ts';

export interface UsersRoutesOptions {
  users: UsersService;
}

const noContent = { 204: z.null() };

/** The current user's calls (spec 01 §7). */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { users },
) => {
  // Without a session this answers 404, not 401: spec 01 §8 has the app check the session through
  // users/me and treat a 404 as signed out (it reloads into the login page).
  app.get(
    '/users/me',
    {
      config: { signedOutStatus: 404 },
      schema: { response: { 200: currentUserResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return users.currentUser(sessionOf(request).userId);
    },
  );

  app.put(
    '/person-profiles/me/enable-creative-access',
    { schema: { response: noContent } },
    async (request, reply) => {
      await users.setCreativeAccess(sessionOf(request).userId, true);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/person-profiles/me/disable-creative-access',
    { schema: { response: noContent } },
    async (request, reply) => {
      await users.setCreativeAccess(sessionOf(request).userId, false);
      return reply.code(204).send(null);
    },
  );

  app.put('/users/me/complete-onboarding', { schema: { response: noContent } }, async (request, reply) => {
    await users.completeOnboarding(sessionOf(request).userId);
    return reply.code(204).send(null);
  });
};
