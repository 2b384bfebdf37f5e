import {
  personSecurityGroupsParamsSchema,
  personSecurityGroupsSchema,
  updatePersonSecurityGroupsBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { SecurityGroupsService } from './service.ts';

export interface SecurityGroupsRoutesOptions {
  securityGroups: SecurityGroupsService;
}

/**
 * `GET` and `PUT api/organisations/{org_id}/person-profiles/{id}/security-groups`: the security groups a
 * person belongs to in the organisation, for its office staff and admins (the service decides).
 */
export const securityGroupsRoutes: FastifyPluginAsync<
  SecurityGroupsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { securityGroups }) => {
  const path = '/organisations/:org_id/person-profiles/:id/security-groups';
  app.get(
    path,
    { schema: { params: personSecurityGroupsParamsSchema, response: { 200: personSecurityGroupsSchema } } },
    async (request) =>
      securityGroups.get(await request.actor(), request.params.org_id, request.params.id, request.log),
  );

  app.put(
    path,
    {
      schema: {
        params: personSecurityGroupsParamsSchema,
        body: updatePersonSecurityGroupsBodySchema,
        response: { 200: personSecurityGroupsSchema },
      },
    },
    async (request) =>
      securityGroups.update(
        await request.actor(),
        request.params.org_id,
        request.params.id,
        request.body,
        request.log,
      ),
  );
};
