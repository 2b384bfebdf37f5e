import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { contentDisposition } from '../assets/file-names.ts';
import type { PersonDataService } from './service.ts';

export interface PersonDataRoutesOptions {
  personData: PersonDataService;
}

/** A person's data: its download as one ZIP and its purge (docs/personal-data.md). */
export const personDataRoutes: FastifyPluginAsync<PersonDataRoutesOptions> = async (app, { personData }) => {
  serveEndpoint(app, 'exportPersonData', async (request, reply) => {
    const { fileName, zip } = await personData.exportZip(await request.context(), request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  serveEndpoint(app, 'purgePersonProfile', async (request) =>
    personData.purge(await request.context(), request.params.id, request.body),
  );
};
