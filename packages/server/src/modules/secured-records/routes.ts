import type {
  RequisitionListQuery,
  RequisitionRecord,
  RequisitionSearchResult,
  VisionStrategyPaper,
  VisionStrategyPaperListQuery,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { Actor } from '../../policies/actor.ts';
import type { SecuredListQuery, SecuredRecordsService } from './service.ts';

export interface SecuredRecordsRoutesOptions {
  requisitions: SecuredRecordsService<RequisitionListQuery, RequisitionSearchResult, RequisitionRecord>;
  visionStrategyPapers: SecuredRecordsService<
    VisionStrategyPaperListQuery,
    VisionStrategyPaper,
    VisionStrategyPaperRecord
  >;
}

/** The list handler of a kind: the caller, the query, and the address its page links keep. */
const listOf =
  <ListQuery extends SecuredListQuery, Item>(records: SecuredRecordsService<ListQuery, Item, unknown>) =>
  async (request: { actor: () => Promise<Actor>; query: ListQuery; url: string }) =>
    records.list(await request.actor(), request.query, request.url);

/** The show page handler of a kind: the caller and the record's public id. */
const showOf =
  <Shown>(records: SecuredRecordsService<never, unknown, Shown>) =>
  async (request: { actor: () => Promise<Actor>; params: { public_id: number }; log: FastifyBaseLogger }) =>
    records.get(await request.actor(), request.params.public_id, request.log);

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
