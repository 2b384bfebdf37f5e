import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { RecordHistoryService } from './service.ts';

export interface RecordHistoryRoutesOptions {
  history: RecordHistoryService;
}

/** The history of an assignment and of a person profile. */
export const recordHistoryRoutes: FastifyPluginAsync<RecordHistoryRoutesOptions> = async (
  app,
  { history },
) => {
  serveEndpoint(app, 'getAssignmentHistory', async (request) =>
    history.ofAssignment(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'getPersonProfileHistory', async (request) =>
    history.ofPersonProfile(await request.context(), request.params.id),
  );
};
