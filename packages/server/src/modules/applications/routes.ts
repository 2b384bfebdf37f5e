import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { ApplicationsService } from './service.ts';

export interface ApplicationsRoutesOptions {
  applications: ApplicationsService;
}

/**
 * The applications list (filtered, sorted and paged), one application, creating
 * one, its status changes and appointment, its files, its task instances and their forms. Any signed-in user may call them; the
 * service reaches only the applications the caller's scope does and asks the policies what they may do.
 */
export const applicationsRoutes: FastifyPluginAsync<ApplicationsRoutesOptions> = async (
  app,
  { applications },
) => {
  serveEndpoint(app, 'listApplications', async (request) =>
    applications.list(await request.context(), request.query, request.url),
  );

  serveEndpoint(app, 'getApplication', async (request) =>
    applications.get(await request.context(), request.params.id),
  );

  serveEndpoint(app, 'createApplication', async (request, reply) => {
    const created = await applications.create(await request.context(), request.params.org_id, request.body);
    return reply.code(201).send(created);
  });

  serveEndpoint(app, 'transitionApplication', async (request) =>
    applications.transition(await request.context(), request.params.id, request.body),
  );

  serveEndpoint(app, 'appointApplicant', async (request, reply) => {
    const appointed = await applications.appoint(await request.context(), request.params.id, request.body);
    return reply.code(201).send(appointed);
  });

  serveEndpoint(app, 'listApplicationAttachments', async (request) =>
    applications.listAttachments(await request.context(), request.params.id),
  );

  serveEndpoint(app, 'listApplicationTaskInstances', async (request) =>
    applications.listTaskInstances(await request.context(), request.params.id),
  );

  serveEndpoint(app, 'listOrganisationTaskInstances', async (request) =>
    applications.listWaitingTaskInstances(await request.context(), request.params.org_id),
  );

  serveEndpoint(app, 'transitionTaskInstance', async (request) =>
    applications.transitionTaskInstance(await request.context(), request.params.id, request.body),
  );

  // Labels follow Accept-Language, so a cache keeps one answer per language.
  serveEndpoint(app, 'getTaskInstanceForm', async (request, reply) => {
    reply.header('vary', 'accept-language');
    return applications.taskInstanceForm(await request.context(), request.params.id);
  });

  serveEndpoint(app, 'updateTaskInstanceForm', async (request) =>
    applications.saveTaskInstanceForm(await request.context(), request.params.id, request.body),
  );
};
