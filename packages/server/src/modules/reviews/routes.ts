import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { ReviewsService } from './service.ts';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
}

/**
 * The reviews list and one review, planning and changing one, its steps and its form. Any signed-in
 * user may call them; the service reaches only the reviews the caller's scope does.
 */
export const reviewsRoutes: FastifyPluginAsync<ReviewsRoutesOptions> = async (app, { reviews }) => {
  serveEndpoint(app, 'listReviews', async (request) =>
    reviews.list(await request.context(), request.query, request.url),
  );
  serveEndpoint(app, 'getReview', async (request) => reviews.get(await request.context(), request.params.id));
  serveEndpoint(app, 'createReview', async (request, reply) => {
    const created = await reviews.create(await request.context(), request.body);
    return reply.code(201).send(created);
  });
  serveEndpoint(app, 'updateReview', async (request) =>
    reviews.update(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'submitReview', async (request) =>
    reviews.step(await request.context(), request.params.id, 'submit', request.body),
  );
  serveEndpoint(app, 'signOffReview', async (request) =>
    reviews.step(await request.context(), request.params.id, 'sign_off', request.body),
  );
  serveEndpoint(app, 'shareReviewWithMobilisingOrganisation', async (request) =>
    reviews.step(
      await request.context(),
      request.params.id,
      'share_with_mobilising_organisation',
      request.body,
    ),
  );
  // Labels follow Accept-Language, so a cache keeps one answer per language.
  serveEndpoint(app, 'getReviewForm', async (request, reply) => {
    reply.header('vary', 'accept-language');
    return reviews.form(await request.context(), request.params.id);
  });
  serveEndpoint(app, 'updateReviewForm', async (request) =>
    reviews.saveForm(await request.context(), request.params.id, request.body),
  );
};
