import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { AssignmentWorkflowService } from './workflow.ts';

export interface AssignmentWorkflowRoutesOptions {
  workflow: AssignmentWorkflowService;
}

/**
 * Starting an assignment's workflow (and the templates it may start from) and listing its task instances. Any signed-in user may call them;
 * the service decides with the rules that give the caller's user_can.
 */
export const assignmentWorkflowRoutes: FastifyPluginAsync<AssignmentWorkflowRoutesOptions> = async (
  app,
  { workflow },
) => {
  serveEndpoint(app, 'startAssignmentWorkflow', async (request) =>
    workflow.start(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'listAssignmentWorkflowTemplates', async (request) =>
    workflow.listStartableTemplates(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'listAssignmentTaskInstances', async (request) =>
    workflow.listTaskInstances(await request.context(), request.params.id),
  );
};
