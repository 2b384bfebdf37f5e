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

export interface SecuredRecordsRoutesOptions {
  requisitions: SecuredRecordsService<RequisitionListQuery, RequisitionSearchResult, RequisitionRecord>;
  visionStrategyPapers: SecuredRecordsService<
    VisionStrategyPaperListQuery,
    VisionStrategyPaper,
    VisionStrategyPaperRecord
  >;
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
 * The lists (searched) and show pages of requisitions and of vision and strategy papers; any signed-in
 * user, within their scope.
 */
export const securedRecordsRoutes: FastifyPluginAsync<SecuredRecordsRoutesOptions> = async (
  app,
  { requisitions, visionStrategyPapers },
) => {
  serveEndpoint(app, 'listRequisitions', listOf(requisitions));
  serveEndpoint(app, 'getRequisition', showOf(requisitions));
  serveEndpoint(app, 'listVisionStrategyPapers', listOf(visionStrategyPapers));
  serveEndpoint(app, 'getVisionStrategyPaper', showOf(visionStrategyPapers));
};
