import { formTemplateSchema, idParamsSchema, recordFormSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import { blankFormQuerySchema, type EntityForms, type FormRequest } from './registry.ts';

export interface FormsRoutesOptions {
  forms: readonly EntityForms[];
}

async function formRequest(request: FastifyRequest): Promise<FormRequest> {
  return { actor: await request.actor(), language: requestLanguage(request), log: request.log };
}

/**
 * `GET api/{entity}/form` (a blank template) and `GET api/{entity}/{id}/form` (the template with the
 * record's answers) of every entity with server-supplied forms (spec 02 §7, R-CALL-035, R-CALL-036).
 * Labels follow Accept-Language, so a cache keeps one answer per language.
 */
export const formsRoutes: FastifyPluginAsync<FormsRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { forms },
) => {
  for (const entityForms of forms) {
    app.get(
      `/${entityForms.entity}/form`,
      {
        config: { capability: entityForms.createCapability },
        schema: { querystring: blankFormQuerySchema, response: { 200: formTemplateSchema } },
      },
      async (request, reply) => {
        reply.header('vary', 'accept-language');
        return entityForms.blankForm(await formRequest(request), request.query);
      },
    );

    app.get(
      `/${entityForms.entity}/:id/form`,
      { schema: { params: idParamsSchema, response: { 200: recordFormSchema } } },
      async (request, reply) => {
        reply.header('vary', 'accept-language');
        return entityForms.recordForm(await formRequest(request), request.params.id);
      },
    );
  }
};
