import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { SystemSettingsService } from './service.ts';

export interface SystemSettingsRoutesOptions {
  systemSettings: SystemSettingsService;
}

/** The admins' system settings: read them all, save each of the three at the version read. */
export const systemSettingsRoutes: FastifyPluginAsync<SystemSettingsRoutesOptions> = async (
  app,
  { systemSettings },
) => {
  serveEndpoint(app, 'getSystemSettings', async (request) => systemSettings.read(await request.context()));
  serveEndpoint(app, 'updateFeatureFlags', async (request) =>
    systemSettings.updateFeatureFlags(await request.context(), request.body),
  );
  serveEndpoint(app, 'updateBanner', async (request) =>
    systemSettings.updateBanner(await request.context(), request.body),
  );
  serveEndpoint(app, 'updateApplicationRestrictionList', async (request) =>
    systemSettings.updateApplicationRestrictionList(await request.context(), request.body),
  );
};
