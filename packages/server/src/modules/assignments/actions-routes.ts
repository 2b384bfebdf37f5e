import { type AssignmentChange, assignmentChangeEndpoints, assignmentChanges } from '@mobilise/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { AssignmentChangesService } from './actions.ts';

export interface AssignmentChangesRoutesOptions {
  changes: AssignmentChangesService;
}

/**
 * The six calls of an assignment's actions table, one per change. Any signed-in user may call them; the
 * service decides with the rule that gives the caller's user_can.
 */
export const assignmentChangesRoutes: FastifyPluginAsync<AssignmentChangesRoutesOptions> = async (
  app,
  { changes },
) => {
  const serve = (change: AssignmentChange) =>
    serveEndpoint(app, assignmentChangeEndpoints[change], async (request) =>
      changes.change(await request.context(), request.params.id, change, request.body.version),
    );
  for (const change of assignmentChanges) {
    serve(change);
  }
};
