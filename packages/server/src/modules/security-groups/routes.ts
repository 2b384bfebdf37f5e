import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { SecurityGroupsService } from './service.ts';

export interface SecurityGroupsRoutesOptions {
  securityGroups: SecurityGroupsService;
}

/**
 * The security groups a person belongs to in an organisation, read and set, for its office staff and
 * admins (the service decides).
 */
export const securityGroupsRoutes: FastifyPluginAsync<SecurityGroupsRoutesOptions> = async (
  app,
  { securityGroups },
) => {
  serveEndpoint(app, 'getPersonSecurityGroups', async (request) =>
    securityGroups.get(await request.context(), request.params.org_id, request.params.id),
  );

  serveEndpoint(app, 'updatePersonSecurityGroups', async (request) =>
    securityGroups.update(await request.context(), request.params.org_id, request.params.id, request.body),
  );
};
