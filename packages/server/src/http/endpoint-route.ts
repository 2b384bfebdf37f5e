import {
  describedEndpoint,
  type EndpointName,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointReturn,
  type EndpointSchemas,
  endpointSchemas,
} from '@mobilise/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from './zod.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint of the contract's table the route serves. */
    endpoint?: EndpointName;
  }
}

/** A request of one endpoint, its path parameters, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<Name extends EndpointName> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: EndpointParams<Name>;
  query: EndpointParsedQuery<Name>;
  body: EndpointParsedBody<Name>;
};

/** Answers with what the endpoint's success schema takes, or with the reply it has already sent. */
export type EndpointHandler<Name extends EndpointName> = (
  request: EndpointRequest<Name>,
  reply: FastifyReply,
) => Promise<EndpointReturn<Name> | FastifyReply>;

/** Any Fastify instance the routes are registered on (the API's, with the zod type provider, or the root). */
type AnyApp =
  | FastifyInstance<RawServerDefault>
  | FastifyInstance<RawServerDefault, never, never, never, ZodTypeProvider>;

/**
 * A path of the table in Fastify's words: `/api/families/{id}` → `/families/:id` under the `/api` prefix.
 * A parameter of `digitsOnly` matches digits only (`:id(^\\d+$)`), so that other paths sharing its place
 * go on to the routes after it.
 */
export function fastifyPath(path: string, prefix = '', digitsOnly: readonly string[] = []): string {
  if (!path.startsWith(prefix)) {
    throw new Error(`${path} cannot be registered under the prefix ${prefix}`);
  }
  return path
    .slice(prefix.length)
    .replace(/\{(\w+)\}/g, (_, name: string) =>
      digitsOnly.includes(name) ? `:${name}(^\\d+$)` : `:${name}`,
    );
}

/** How a route's path is matched, beyond what the table says. */
export interface RouteMatching {
  /** Path parameters that match digits only: a path with anything else there is not this route's. */
  digitsOnlyParams?: readonly string[];
}

/**
 * Registers the route of one endpoint of the contract's table: its method and path, whether it needs a
 * session, its capability, its input schemas (a failure answers 422) and its JSON answers (the schema is
 * the whitelist of what may leave the server). A route is never declared any other way, so the table,
 * the server and the OpenAPI document cannot disagree.
 */
export function serveEndpoint<Name extends EndpointName>(
  app: AnyApp,
  name: Name,
  handler: EndpointHandler<Name>,
  matching: RouteMatching = {},
) {
  const route = describedEndpoint(name);
  const schemas: EndpointSchemas = endpointSchemas[name];
  const response = Object.fromEntries(
    Object.entries(schemas.responses).filter(([, answer]) => answer instanceof z.ZodType),
  );
  (app as FastifyInstance).route({
    method: route.method,
    url: fastifyPath(route.path, app.prefix, matching.digitsOnlyParams),
    config: {
      endpoint: name,
      public: route.access === 'public',
      capability: route.capability,
      signedOutStatus: route.signedOutStatus,
    },
    schema: {
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      ...(Object.keys(response).length > 0 && { response }),
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
