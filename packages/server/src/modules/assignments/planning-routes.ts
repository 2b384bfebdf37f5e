import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { AssignmentPlanningService } from './planning.ts';

export interface AssignmentPlanningRoutesOptions {
  planning: AssignmentPlanningService;
}

/**
 * Planning an assignment and its itinerary, and the receiving organisation's readiness. Any signed-in
 * user may call them; the service decides with the rules that give the caller's edit_plan and
 * set_ready_to_receive rights.
 */
export const assignmentPlanningRoutes: FastifyPluginAsync<AssignmentPlanningRoutesOptions> = async (
  app,
  { planning },
) => {
  serveEndpoint(app, 'updateAssignmentPlan', async (request) =>
    planning.updatePlan(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'markAssignmentReadyToReceive', async (request) =>
    planning.setReadyToReceive(await request.context(), request.params.id, request.body.version, true),
  );
  serveEndpoint(app, 'markAssignmentNotReadyToReceive', async (request) =>
    planning.setReadyToReceive(await request.context(), request.params.id, request.body.version, false),
  );
  serveEndpoint(app, 'createItineraryItem', async (request) =>
    planning.createItem(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'updateItineraryItem', async (request) =>
    planning.updateItem(await request.context(), request.params.id, request.params.item_id, request.body),
  );
  serveEndpoint(app, 'deleteItineraryItem', async (request) =>
    planning.deleteItem(
      await request.context(),
      request.params.id,
      request.params.item_id,
      request.query.version,
    ),
  );
};
