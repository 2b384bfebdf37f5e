import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { sessionOf } from '../auth/session-cookie.ts';
import type { UsersService } from './service.ts';

export interface UsersRoutesOptions {
  users: UsersService;
}

/** The current user's calls. */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (app, { users }) => {
  // Without a session this answers 404, not 401 (the table says so): the app checks the session through
  // users/me and treats a 404 as signed out (it reloads into the login page).
  serveEndpoint(app, 'currentUser', async (request) => users.currentUser(sessionOf(request).userId));

  serveEndpoint(app, 'enableCreativeAccess', async (request, reply) => {
    await users.setCreativeAccess(sessionOf(request).userId, true);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, 'disableCreativeAccess', async (request, reply) => {
    await users.setCreativeAccess(sessionOf(request).userId, false);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, 'completeOnboarding', async (request, reply) => {
    await users.completeOnboarding(sessionOf(request).userId);
    return reply.code(204).send(null);
  });
};
