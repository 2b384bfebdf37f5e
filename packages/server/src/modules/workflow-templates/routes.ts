import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { WorkflowTemplatesService } from './service.ts';

export interface WorkflowTemplatesRoutesOptions {
  workflowTemplates: WorkflowTemplatesService;
}

/** Workflow templates and suggested ones; the service decides who reaches them. */
export const workflowTemplatesRoutes: FastifyPluginAsync<WorkflowTemplatesRoutesOptions> = async (
  app,
  { workflowTemplates },
) => {
  serveEndpoint(app, 'listWorkflowTemplates', async (request) =>
    workflowTemplates.list(await request.context(), request.params.org_id, request.query),
  );
  serveEndpoint(app, 'createWorkflowTemplate', async (request, reply) => {
    const created = await workflowTemplates.create(
      await request.context(),
      request.params.org_id,
      request.body,
    );
    return reply.code(201).send(created);
  });
  serveEndpoint(app, 'getWorkflowTemplate', async (request) =>
    workflowTemplates.get(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'updateWorkflowTemplate', async (request) =>
    workflowTemplates.update(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'archiveWorkflowTemplate', async (request) =>
    workflowTemplates.archive(await request.context(), request.params.id, request.query),
  );
  serveEndpoint(app, 'listSuggestedWorkflowTemplates', async (request) =>
    workflowTemplates.listSuggested(await request.context()),
  );
  serveEndpoint(app, 'acceptSuggestedTask', async (request) =>
    workflowTemplates.acceptSuggestedTask(
      await request.context(),
      request.params.id,
      request.params.task_id,
      request.body,
    ),
  );
};
