import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotSignedInError } from '../modules/auth/errors.ts';
import { sessionOf } from '../modules/auth/session-cookie.ts';
import type { Actor } from './actor.ts';

/** The actor of a user id; undefined for an unknown user. */
export type ActorLoader = (userId: number) => Promise<Actor | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller's actor, loaded on first use and kept for the rest of the request. */
    actor: () => Promise<Actor>;
  }
}

/**
 * Gives every request of `api` its `actor()`; add it after the session guard. The actor is loaded only
 * when a handler asks, and once, so public and actor-free routes pay nothing for it.
 */
export function registerRequestActor(api: FastifyInstance, loadActor: ActorLoader) {
  api.decorateRequest('actor', () => Promise.reject(new NotSignedInError()));
  api.addHook('onRequest', async (request) => {
    let loaded: Promise<Actor> | undefined;
    request.actor = () => {
      loaded ??= loadSignedInActor(loadActor, request);
      return loaded;
    };
  });
}

async function loadSignedInActor(loadActor: ActorLoader, request: FastifyRequest): Promise<Actor> {
  const session = sessionOf(request);
  const actor = await loadActor(session.userId);
  if (!actor) {
    throw new NotSignedInError(request.routeOptions.config.signedOutStatus ?? 401);
  }
  return actor;
}
