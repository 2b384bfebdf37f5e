import type {
  Paged,
  VisionStrategyPaper,
  VisionStrategyPaperListQuery,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchWordsOf } from '../../db/search-text-sql.ts';
import { NotFoundError } from '../../http/errors.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import type { Actor } from '../../policies/actor.ts';
import { securedRecordScope } from '../../policies/secured-record-scope.ts';
import * as repository from './repository.ts';

export interface VisionStrategyPapersServiceDependencies {
  db: Kysely<Database>;
}

/** A page of `GET api/vision-strategy-papers` when the query names no `per_page`. */
export const defaultPerPage = 25;

/**
 * `GET /api/vision-strategy-papers?per_page=5&sort=-last_updated&search={query}` (spec 02 §7): the
 * papers the caller reaches through their roles (spec 01 §6, as for requisitions), newest update first
 * unless `sort=last_updated` (spec 02 §2).
 */
export class VisionStrategyPapersService {
  constructor(private readonly deps: VisionStrategyPapersServiceDependencies) {}

  async list(
    actor: Actor,
    query: VisionStrategyPaperListQuery,
    url: string,
  ): Promise<Paged<VisionStrategyPaper>> {
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listVisionStrategyPapers(
      this.deps.db,
      securedRecordScope(actor, 'vision_strategy_paper'),
      { searchWords: searchWordsOf(query.search), newestFirst: query.sort !== 'last_updated' },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const papers = rows.map(
      (row): VisionStrategyPaper => ({
        id: row.id,
        public_id: String(row.public_id),
        searchable_text: row.searchable_text,
        last_updated: row.last_updated.toISOString(),
      }),
    );
    return pagedOf(papers, total, page, url);
  }

  /**
   * `GET /api/vision-strategy-papers/{public_id}`: the paper if the caller reaches it as the list would;
   * an unknown one and one out of scope are both a 404, the latter logged.
   */
  async get(actor: Actor, publicId: number, log: FastifyBaseLogger): Promise<VisionStrategyPaperRecord> {
    const row = await repository.findVisionStrategyPaper(
      this.deps.db,
      securedRecordScope(actor, 'vision_strategy_paper'),
      publicId,
    );
    if (!row?.in_scope) {
      if (row) {
        log.warn(
          {
            refusal: 'out_of_scope',
            entity: 'vision_strategy_paper',
            entityId: publicId,
            actorUserId: actor.userId,
          },
          'vision strategy paper out of the caller scope: answered 404',
        );
      }
      throw new NotFoundError();
    }
    return {
      id: row.id,
      public_id: String(row.public_id),
      title: row.title,
      summary: row.summary,
      content: row.content,
      last_updated: row.last_updated.toISOString(),
    };
  }
}
