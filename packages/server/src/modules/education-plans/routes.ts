import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { EducationPlanService } from './service.ts';

export interface EducationPlanRoutesOptions {
  educationPlans: EducationPlanService;
}

/**
 * The education-plan calls: the index, one plan, the create and update of its answers (sent bare, not
 * wrapped under `answers`), submit, approve, reject and archive, and the education dashboard. Any
 * signed-in user may call them; the service answers 404 while the education-plans flag is off and
 * keeps each call within the caller's scope.
 */
export const educationPlanRoutes: FastifyPluginAsync<EducationPlanRoutesOptions> = async (
  app,
  { educationPlans: service },
) => {
  serveEndpoint(app, 'listEducationPlans', async (request) =>
    service.list(await request.context(), request.query, request.url),
  );
  serveEndpoint(app, 'getEducationPlan', async (request) =>
    service.get(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'createEducationPlan', async (request, reply) => {
    const created = await service.create(await request.context(), request.query.person_profile, request.body);
    return reply.code(201).send(created);
  });
  serveEndpoint(app, 'updateEducationPlan', async (request) =>
    service.update(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'submitEducationPlan', async (request) =>
    service.step(await request.context(), request.params.id, 'submit', request.body),
  );
  serveEndpoint(app, 'archiveEducationPlan', async (request) =>
    service.step(await request.context(), request.params.id, 'archive', request.body),
  );
  serveEndpoint(app, 'approveEducationPlan', async (request) =>
    service.decide(await request.context(), request.params.id, { approve: request.body }),
  );
  serveEndpoint(app, 'rejectEducationPlan', async (request) =>
    service.decide(await request.context(), request.params.id, { reject: request.body }),
  );
  serveEndpoint(app, 'setEducationPlanRequirement', async (request) =>
    service.setRequirement(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'getEducationDashboard', async (request) =>
    service.dashboard(await request.context(), request.query),
  );
};
