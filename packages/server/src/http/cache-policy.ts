import { type EndpointName, referenceListEndpoints } from '@mobilise/contract';
import type { onSendAsyncHookHandler } from 'fastify';

/**
 * The answers that may say themselves how long they are kept: the reference lists (names of countries,
 * organisations, security groups, …, the same for every user of a language; kept privately, so a shared
 * proxy never holds what a session asked for), the API's own description, and the teams and units lists
 * that the spec keeps for 60 s (R-CONST-003: privately too; they name people by id only).
 */
const keepsItsOwnPolicy = new Set<EndpointName>([
  ...Object.values(referenceListEndpoints),
  'openApiDocument',
  'listTeams',
  'listUnits',
]);

const apiPath = /^(?:(?:\/private)?\/api|\/download-csv)(?:[/?]|$)/;

/**
 * An onSend hook: every API answer and CSV report is `Cache-Control: no-store` (a profile, a list of
 * people, an error naming what was sent), so that neither the browser's cache, where the next user of a
 * shared computer could read it, nor a proxy keeps personal data. Only the successful answers of the endpoints above keep
 * a policy of their own; a route cannot opt out by setting a header, so one added later is covered too.
 */
export const apiCachePolicy: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (!apiPath.test(request.url)) {
    return payload;
  }
  const endpoint = request.routeOptions.config.endpoint;
  const ownPolicy =
    endpoint !== undefined &&
    keepsItsOwnPolicy.has(endpoint) &&
    reply.statusCode < 400 &&
    reply.hasHeader('cache-control');
  if (!ownPolicy) {
    reply.header('cache-control', 'no-store');
  }
  return payload;
};
