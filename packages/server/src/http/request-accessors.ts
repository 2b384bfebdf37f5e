import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/accept-language.ts';
import { NotSignedInError } from '../modules/auth/errors.ts';
import { sessionOf } from '../modules/auth/session-cookie.ts';
import type { Actor } from '../policies/actor.ts';
import type { Clock } from '../ports.ts';
import type { RequestContext } from '../request-context.ts';

/** The actor of a user id; undefined for an unknown user. */
export type ActorLoader = (userId: number) => Promise<Actor | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller's actor, loaded on first use and kept for the rest of the request. */
    actor: () => Promise<Actor>;
    /** What a service is told of the request: its actor, language, logger and the clock. */
    context: () => Promise<RequestContext>;
  }
}

/**
 * Gives every request of `api` its `actor()` and `context()`; add it after the session guard. The actor
 * is loaded only when a handler asks, and once, so public and actor-free routes pay nothing for it.
 */
export function registerRequestContext(
  api: FastifyInstance,
  { loadActor, clock }: { loadActor: ActorLoader; clock: Clock },
) {
  api.decorateRequest('actor', () => Promise.reject(new NotSignedInError()));
  api.decorateRequest('context', () => Promise.reject(new NotSignedInError()));
  api.addHook('onRequest', async (request) => {
    let loaded: Promise<Actor> | undefined;
    request.actor = () => {
      loaded ??= loadSignedInActor(loadActor, request);
      return loaded;
    };
    request.context = async () => ({
      actor: await request.actor(),
      language: requestLanguage(request),
      log: request.log,
      clock,
    });
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
