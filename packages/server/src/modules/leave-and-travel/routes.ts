import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { LeaveAndTravelService } from './service.ts';

export interface LeaveAndTravelRoutesOptions {
  leaveAndTravel: LeaveAndTravelService;
}

/**
 * The leave-request and travel-plan calls (their forms are served by the forms routes): lists, one
 * record, the create and update of the form's answers (wrapped under `answers`), approve and reject, and the two confirmations.
 * Any signed-in user may call them; the service answers 404 while the feature flags are off and keeps
 * each call within the caller's scope.
 */
export const leaveAndTravelRoutes: FastifyPluginAsync<LeaveAndTravelRoutesOptions> = async (
  app,
  { leaveAndTravel: service },
) => {
  serveEndpoint(app, 'listLeaveRequests', async (request) =>
    service.listLeaveRequests(await request.context(), request.query, request.url),
  );
  serveEndpoint(app, 'listTravelPlans', async (request) =>
    service.listTravelPlans(await request.context(), request.query, request.url),
  );
  serveEndpoint(app, 'listLeaveAndTravel', async (request) =>
    service.listCombined(await request.context(), request.query, request.url),
  );
  serveEndpoint(app, 'getLeaveRequest', async (request) =>
    service.get(await request.context(), 'leave_request', request.params.id),
  );
  serveEndpoint(app, 'getTravelPlan', async (request) =>
    service.get(await request.context(), 'travel_plan', request.params.id),
  );

  serveEndpoint(app, 'createLeaveRequest', async (request, reply) => {
    const created = await service.create(
      await request.context(),
      'leave_request',
      request.body.answers,
      request.query.person_profile,
    );
    return reply.code(201).send(created);
  });
  serveEndpoint(app, 'createTravelPlan', async (request, reply) => {
    const created = await service.create(
      await request.context(),
      'travel_plan',
      request.body.answers,
      request.query.person_profile,
    );
    return reply.code(201).send(created);
  });
  serveEndpoint(app, 'updateLeaveRequest', async (request) =>
    service.update(
      await request.context(),
      'leave_request',
      request.params.id,
      request.body.answers,
      request.body.version,
    ),
  );
  serveEndpoint(app, 'updateTravelPlan', async (request) =>
    service.update(
      await request.context(),
      'travel_plan',
      request.params.id,
      request.body.answers,
      request.body.version,
    ),
  );

  serveEndpoint(app, 'approveLeaveRequest', async (request) =>
    service.decide(await request.context(), 'leave_request', request.params.id, { approve: request.body }),
  );
  serveEndpoint(app, 'rejectLeaveRequest', async (request) =>
    service.decide(await request.context(), 'leave_request', request.params.id, { reject: request.body }),
  );
  serveEndpoint(app, 'approveTravelPlan', async (request) =>
    service.decide(await request.context(), 'travel_plan', request.params.id, { approve: request.body }),
  );
  serveEndpoint(app, 'rejectTravelPlan', async (request) =>
    service.decide(await request.context(), 'travel_plan', request.params.id, { reject: request.body }),
  );

  serveEndpoint(app, 'confirmLeaveRequestTakingPlace', async (request) =>
    service.confirm(
      await request.context(),
      'leave_request',
      request.params.id,
      'confirm_taking_place',
      request.body,
    ),
  );
  serveEndpoint(app, 'confirmLeaveRequestEnded', async (request) =>
    service.confirm(
      await request.context(),
      'leave_request',
      request.params.id,
      'confirm_ended',
      request.body,
    ),
  );
  serveEndpoint(app, 'confirmTravelPlanTakingPlace', async (request) =>
    service.confirm(
      await request.context(),
      'travel_plan',
      request.params.id,
      'confirm_taking_place',
      request.body,
    ),
  );
  serveEndpoint(app, 'confirmTravelPlanEnded', async (request) =>
    service.confirm(await request.context(), 'travel_plan', request.params.id, 'confirm_ended', request.body),
  );
};
