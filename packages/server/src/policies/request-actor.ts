import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { NotSignedInError } from '../modules/auth/errors.ts';
import { sessionOf } from '../modules/auth/session-cookie.ts';
import { type Actor, loadActor } from './actor.ts';

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
export function registerRequestActor(api: FastifyInstance, db: Kysely<Database>) {
  api.decorateRequest('actor', () => Promise.reject(new NotSignedInError()));
  api.addHook('onRequest', async (request) => {
    let loaded: Promise<Actor> | undefined;
    request.actor = () => {
      loaded ??= loadSignedInActor(db, request);
      return loaded;
    };
  });
}

async function loadSignedInActor(db: Kysely<Database>, request: FastifyRequest): Promise<Actor> {
  const session = sessionOf(request);
  const actor = await loadActor(db, session.userId);
  if (!actor) {
    throw new NotSignedInError(request.routeOptions.config.signedOutStatus ?? 401);
  }
  return actor;
}
