import {
  pagedSchema,
  publicIdParamsSchema,
  visionStrategyPaperListQuerySchema,
  visionStrategyPaperRecordSchema,
  visionStrategyPaperSchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { VisionStrategyPapersService } from './service.ts';

export interface VisionStrategyPapersRoutesOptions {
  visionStrategyPapers: VisionStrategyPapersService;
}

/**
 * `GET /api/vision-strategy-papers?{filters}` (spec 02 §7) and `GET /api/vision-strategy-papers/{public_id}`;
 * any signed-in user, within their scope.
 */
export const visionStrategyPapersRoutes: FastifyPluginAsync<
  VisionStrategyPapersRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { visionStrategyPapers }) => {
  app.get(
    '/vision-strategy-papers',
    {
      schema: {
        querystring: visionStrategyPaperListQuerySchema,
        response: { 200: pagedSchema(visionStrategyPaperSchema) },
      },
    },
    async (request) => visionStrategyPapers.list(await request.actor(), request.query, request.url),
  );

  app.get(
    '/vision-strategy-papers/:public_id',
    { schema: { params: publicIdParamsSchema, response: { 200: visionStrategyPaperRecordSchema } } },
    async (request) => visionStrategyPapers.get(await request.actor(), request.params.public_id, request.log),
  );
};
