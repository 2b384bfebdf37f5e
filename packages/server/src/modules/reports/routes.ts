import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../csv/csv-reply.ts';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { ReportsService } from './service.ts';

export interface ReportsRoutesOptions {
  reports: ReportsService;
}

/** The CSV reports of People management, each a download (F7). */
export const reportsRoutes: FastifyPluginAsync<ReportsRoutesOptions> = async (app, { reports }) => {
  serveEndpoint(app, 'downloadAboReport', async (request, reply) => {
    const { fileName, csv } = await reports.abo(await request.context(), request.query);
    return sendCsv(reply, fileName, csv);
  });
  serveEndpoint(app, 'downloadRhafReport', async (request, reply) => {
    const { fileName, csv } = await reports.rhaf(await request.context());
    return sendCsv(reply, fileName, csv);
  });
  serveEndpoint(app, 'downloadEligibleVotersReport', async (request, reply) => {
    const { fileName, csv } = await reports.eligibleVoters(await request.context());
    return sendCsv(reply, fileName, csv);
  });
};
