import { type EndpointName, entityFormEndpoints } from '@mobilise/contract';
import type { FastifyPluginAsync } from 'fastify';
import { type EndpointRequest, serveEndpoint } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import type { EntityForms, FormRequest } from './registry.ts';

export interface FormsRoutesOptions {
  forms: readonly EntityForms[];
}

async function formRequest(
  request: Pick<EndpointRequest<EndpointName>, 'actor' | 'headers' | 'log'>,
): Promise<FormRequest> {
  return { actor: await request.actor(), language: requestLanguage(request), log: request.log };
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
      return entityForms.blankForm(await formRequest(request), request.query);
    });

    serveEndpoint(app, endpoints.record, async (request, reply) => {
      reply.header('vary', 'accept-language');
      return entityForms.recordForm(await formRequest(request), request.params.id);
    });
  }
};
