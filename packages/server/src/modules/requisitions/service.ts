import type {
  Paged,
  RequisitionListQuery,
  RequisitionRecord,
  RequisitionSearchResult,
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

export interface RequisitionsServiceDependencies {
  db: Kysely<Database>;
}

/** A page of `GET api/requisitions` when the query names no `per_page`. */
export const defaultPerPage = 25;

/**
 * `GET api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=`
 * (spec 01 §7, §9): the requisitions the caller reaches through their roles (spec 01 §6: office staff
 * and senior leadership of the organisation, its management, or a position on the requisition), newest
 * update first unless `sort=last_updated`.
 */
export class RequisitionsService {
  constructor(private readonly deps: RequisitionsServiceDependencies) {}

  async list(
    actor: Actor,
    query: RequisitionListQuery,
    url: string,
  ): Promise<Paged<RequisitionSearchResult>> {
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listRequisitions(
      this.deps.db,
      securedRecordScope(actor, 'requisition'),
      {
        searchWords: searchWordsOf(query.search),
        excludeAvailabilities: query.exclude_availability ?? [],
        newestFirst: query.sort !== 'last_updated',
      },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    const requisitions = rows.map(
      (row): RequisitionSearchResult => ({ ...row, public_id: String(row.public_id) }),
    );
    return pagedOf(requisitions, total, page, url);
  }

  /**
   * `GET api/requisitions/{public_id}`: the requisition if the caller reaches it as the list would; an
   * unknown one and one out of scope are both a 404, the latter logged.
   */
  async get(actor: Actor, publicId: number, log: FastifyBaseLogger): Promise<RequisitionRecord> {
    const row = await repository.findRequisition(
      this.deps.db,
      securedRecordScope(actor, 'requisition'),
      publicId,
    );
    if (!row?.in_scope) {
      if (row) {
        log.warn(
          { refusal: 'out_of_scope', entity: 'requisition', entityId: publicId, actorUserId: actor.userId },
          'requisition out of the caller scope: answered 404',
        );
      }
      throw new NotFoundError();
    }
    return {
      public_id: String(row.public_id),
      title: row.title,
      description: row.description,
      availability: row.availability,
      term_type: row.term_type,
      organisation: { id: row.organisation_id, name: row.organisation_name },
      last_updated: row.last_updated.toISOString(),
    };
  }
}
