import { membershipListQuerySchema, membershipSchema, pagedSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { MembershipsService } from './service.ts';

export interface MembershipsRoutesOptions {
  memberships: MembershipsService;
}

/** `GET api/memberships?{filters}` (spec 02 §7); any signed-in user, within their scope. */
export const membershipsRoutes: FastifyPluginAsync<
  MembershipsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { memberships }) => {
  app.get(
    '/memberships',
    { schema: { querystring: membershipListQuerySchema, response: { 200: pagedSchema(membershipSchema) } } },
    async (request) => memberships.list(await request.actor(), request.query, request.url, request.log),
  );
};
