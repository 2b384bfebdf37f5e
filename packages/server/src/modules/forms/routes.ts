import { entityFormEndpoints } from '@mobilise/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { EntityForms } from './registry.ts';

export interface FormsRoutesOptions {
  forms: readonly EntityForms[];
}

/**
 * A blank template and the template with a record's answers, of every entity with server-supplied forms.
 * Labels follow Accept-Language, so a cache keeps one answer per language.
 */
export const formsRoutes: FastifyPluginAsync<FormsRoutesOptions> = async (app, { forms }) => {
  for (const entityForms of forms) {
    const endpoints = entityFormEndpoints[entityForms.entity];
    serveEndpoint(app, endpoints.blank, async (request, reply) => {
      reply.header('vary', 'accept-language');
      return entityForms.blankForm(await request.context(), request.query);
    });

    serveEndpoint(app, endpoints.record, async (request, reply) => {
      reply.header('vary', 'accept-language');
      return entityForms.recordForm(await request.context(), request.params.id);
    });
  }
};
