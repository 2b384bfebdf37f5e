import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { CalendarFeedsService } from './service.ts';

export interface CalendarFeedsRoutesOptions {
  calendarFeeds: CalendarFeedsService;
}

/** The addresses of the private calendar feeds, and the feeds themselves (public: the secret is the key). */
export const calendarFeedsRoutes: FastifyPluginAsync<CalendarFeedsRoutesOptions> = async (
  app,
  { calendarFeeds },
) => {
  serveEndpoint(app, 'getMyCalendarFeed', async (request) => calendarFeeds.myFeed(await request.context()));
  serveEndpoint(app, 'resetMyCalendarFeed', async (request) =>
    calendarFeeds.resetMyFeed(await request.context()),
  );
  serveEndpoint(app, 'getOrganisationCalendarFeed', async (request) =>
    calendarFeeds.organisationFeed(await request.context(), request.params.org_id),
  );
  serveEndpoint(app, 'resetOrganisationCalendarFeed', async (request) =>
    calendarFeeds.resetOrganisationFeed(await request.context(), request.params.org_id),
  );
  serveEndpoint(app, 'getCalendarFeed', async (request, reply) => {
    const text = await calendarFeeds.feed(request.params.secret, request.ip);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .send(text);
  });
};
