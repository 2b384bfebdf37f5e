import {
  pagedSchema,
  publicIdParamsSchema,
  requisitionListQuerySchema,
  requisitionRecordSchema,
  requisitionSearchResultSchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { RequisitionsService } from './service.ts';

export interface RequisitionsRoutesOptions {
  requisitions: RequisitionsService;
}

/** `GET api/requisitions?{filters}` (spec 01 §7) and `GET api/requisitions/{public_id}`; any signed-in user, within their scope. */
export const requisitionsRoutes: FastifyPluginAsync<
  RequisitionsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { requisitions }) => {
  app.get(
    '/requisitions',
    {
      schema: {
        querystring: requisitionListQuerySchema,
        response: { 200: pagedSchema(requisitionSearchResultSchema) },
      },
    },
    async (request) => requisitions.list(await request.actor(), request.query, request.url),
  );

  app.get(
    '/requisitions/:public_id',
    { schema: { params: publicIdParamsSchema, response: { 200: requisitionRecordSchema } } },
    async (request) => requisitions.get(await request.actor(), request.params.public_id, request.log),
  );
};
