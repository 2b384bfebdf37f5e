import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { OfferAndLogisticsPlanService } from './offer-and-logistics-plan.ts';

export interface OfferAndLogisticsPlanRoutesOptions {
  offerAndPlan: OfferAndLogisticsPlanService;
}

/**
 * The offer for an assignment (written by the office, answered by the assignee) and its outbound
 * logistics plan (written, submitted, approved or rejected). Any signed-in user may call them; the
 * service decides with the rule that gives the caller's user_can_manage.
 */
export const offerAndLogisticsPlanRoutes: FastifyPluginAsync<OfferAndLogisticsPlanRoutesOptions> = async (
  app,
  { offerAndPlan },
) => {
  serveEndpoint(app, 'updateAssignmentOffer', async (request) =>
    offerAndPlan.updateOffer(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'acceptAssignmentOffer', async (request) =>
    offerAndPlan.answerOffer(await request.context(), request.params.id, 'accept', request.body.version),
  );
  serveEndpoint(app, 'declineAssignmentOffer', async (request) =>
    offerAndPlan.answerOffer(await request.context(), request.params.id, 'decline', request.body.version),
  );
  serveEndpoint(app, 'updateOutboundLogisticsPlan', async (request) =>
    offerAndPlan.updatePlan(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'submitOutboundLogisticsPlan', async (request) =>
    offerAndPlan.stepPlan(await request.context(), request.params.id, 'submit', request.body.version),
  );
  serveEndpoint(app, 'approveOutboundLogisticsPlan', async (request) =>
    offerAndPlan.stepPlan(await request.context(), request.params.id, 'approve', request.body.version),
  );
  serveEndpoint(app, 'rejectOutboundLogisticsPlan', async (request) =>
    offerAndPlan.stepPlan(await request.context(), request.params.id, 'reject', request.body.version),
  );
};
