import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { VisionStrategyPapersService } from './service.ts';

export interface VisionStrategyPapersRoutesOptions {
  visionStrategyPapers: VisionStrategyPapersService;
}

/** The vision and strategy papers list (searched) and one paper; any signed-in user, within their scope. */
export const visionStrategyPapersRoutes: FastifyPluginAsync<VisionStrategyPapersRoutesOptions> = async (
  app,
  { visionStrategyPapers },
) => {
  serveEndpoint(app, 'listVisionStrategyPapers', async (request) =>
    visionStrategyPapers.list(await request.actor(), request.query, request.url),
  );

  serveEndpoint(app, 'getVisionStrategyPaper', async (request) =>
    visionStrategyPapers.get(await request.actor(), request.params.public_id, request.log),
  );
};
