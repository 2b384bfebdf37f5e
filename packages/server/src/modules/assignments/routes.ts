import { assignmentListQuerySchema, assignmentSchema, idParamsSchema, pagedSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import type { AssignmentsService } from './service.ts';

export interface AssignmentsRoutesOptions {
  assignments: AssignmentsService;
}

/**
 * `GET api/assignments` with a query and `GET /api/assignments/{id}` (spec 01 §7, 02 §7). Any signed-in
 * user may call them; the service shows only the assignments the caller's scope reaches.
 */
export const assignmentsRoutes: FastifyPluginAsync<
  AssignmentsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { assignments }) => {
  app.get(
    '/assignments',
    { schema: { querystring: assignmentListQuerySchema, response: { 200: pagedSchema(assignmentSchema) } } },
    async (request) =>
      assignments.list(await request.actor(), request.query, request.url, requestLanguage(request)),
  );

  app.get(
    '/assignments/:id',
    { schema: { params: idParamsSchema, response: { 200: assignmentSchema } } },
    async (request) =>
      assignments.get(await request.actor(), request.params.id, requestLanguage(request), request.log),
  );
};
