import type {
  RequisitionListQuery,
  RequisitionRecord,
  RequisitionSearchResult,
  VisionStrategyPaper,
  VisionStrategyPaperListQuery,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { RequestContext } from '../../request-context.ts';
import type { SecuredListQuery, SecuredRecordsService } from './service.ts';
import type { OpportunityWritesService } from './writes.ts';

export interface SecuredRecordsRoutesOptions {
  requisitions: SecuredRecordsService<RequisitionListQuery, RequisitionSearchResult, RequisitionRecord>;
  visionStrategyPapers: SecuredRecordsService<
    VisionStrategyPaperListQuery,
    VisionStrategyPaper,
    VisionStrategyPaperRecord
  >;
  writes: OpportunityWritesService;
}

/** The request as a secured record's handlers read it. */
interface SecuredRecordRequest {
  context: () => Promise<RequestContext>;
}

/** The list handler of a kind: the caller, the query, and the address its page links keep. */
const listOf =
  <ListQuery extends SecuredListQuery, Item>(records: SecuredRecordsService<ListQuery, Item, unknown>) =>
  async (request: SecuredRecordRequest & { query: ListQuery; url: string }) =>
    records.list(await request.context(), request.query, request.url);

/** The show page handler of a kind: the caller and the record's public id. */
const showOf =
  <Shown>(records: SecuredRecordsService<never, unknown, Shown>) =>
  async (request: SecuredRecordRequest & { params: { public_id: number } }) =>
    records.get(await request.context(), request.params.public_id);

/**
 * The lists (searched), show pages and writes of requisitions and of vision and strategy papers; any
 * signed-in user, within their scope (the services check who may write).
 */
export const securedRecordsRoutes: FastifyPluginAsync<SecuredRecordsRoutesOptions> = async (
  app,
  { requisitions, visionStrategyPapers, writes },
) => {
  serveEndpoint(app, 'listRequisitions', listOf(requisitions));
  serveEndpoint(app, 'getRequisition', showOf(requisitions));
  serveEndpoint(app, 'listVisionStrategyPapers', listOf(visionStrategyPapers));
  serveEndpoint(app, 'getVisionStrategyPaper', showOf(visionStrategyPapers));

  serveEndpoint(app, 'createRequisition', async (request, reply) =>
    reply.code(201).send(await writes.createRequisition(await request.context(), request.body)),
  );
  serveEndpoint(app, 'updateRequisition', async (request) =>
    writes.updateRequisition(await request.context(), request.params.public_id, request.body),
  );
  for (const [name, step] of [
    ['fillRequisition', 'fill'],
    ['archiveRequisition', 'archive'],
    ['reopenRequisition', 'reopen'],
  ] as const) {
    serveEndpoint(app, name, async (request) =>
      writes.stepRequisition(await request.context(), request.params.public_id, step, request.body),
    );
  }
  serveEndpoint(app, 'createVisionStrategyPaper', async (request, reply) =>
    reply.code(201).send(await writes.createPaper(await request.context(), request.body)),
  );
  serveEndpoint(app, 'updateVisionStrategyPaper', async (request) =>
    writes.updatePaper(await request.context(), request.params.public_id, request.body),
  );
};
