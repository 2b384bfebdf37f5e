import type { Paged, RequisitionListQuery, RequisitionSearchResult } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchWordsOf } from '../../db/search-text-sql.ts';
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
}
