import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { acceptsGzip, sendCsv } from '../../csv/csv-reply.ts';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { ReportsService } from './service.ts';

export interface ReportsRoutesOptions {
  reports: ReportsService;
}

/** The CSV reports of People management, each a download (F7). */
export const reportsRoutes: FastifyPluginAsync<ReportsRoutesOptions> = async (app, { reports }) => {
  serveEndpoint(app, 'downloadAboReport', async (request, reply) => {
    const { fileName, csv, encoding } = await reports.abo(
      await request.context(),
      request.query,
      delivery(request),
    );
    return sendCsv(reply, fileName, csv, encoding);
  });
  serveEndpoint(app, 'downloadRhafReport', async (request, reply) => {
    const { fileName, csv, encoding } = await reports.rhaf(await request.context(), delivery(request));
    return sendCsv(reply, fileName, csv, encoding);
  });
  serveEndpoint(app, 'downloadEligibleVotersReport', async (request, reply) => {
    const { fileName, csv, encoding } = await reports.eligibleVoters(
      await request.context(),
      delivery(request),
    );
    return sendCsv(reply, fileName, csv, encoding);
  });
};

const delivery = (request: FastifyRequest) => ({
  acceptsGzip: acceptsGzip(request.headers['accept-encoding']),
});
