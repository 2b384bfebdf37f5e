import type { Paged } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchWordsOf } from '../../db/search-text-sql.ts';
import { NotFoundError } from '../../http/errors.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import { securedRecordScope } from '../../policies/secured-record-scope.ts';
import type { RequestContext } from '../../request-context.ts';
import type { SecuredRecordsKind } from './kind.ts';

export interface SecuredRecordsServiceDependencies {
  db: Kysely<Database>;
}

/** What every secured list's query holds: a search, the order by last update, and the page. */
export interface SecuredListQuery {
  search?: string;
  sort?: 'last_updated' | '-last_updated';
  page?: number;
  per_page?: number;
}

/** A page of a secured list when the query names no `per_page`. */
export const defaultPerPage = 25;

/**
 * The list (searched) and the show page of one kind of secured record: the records the caller reaches
 * through their roles (office staff and senior leadership of the organisation, its management, or a
 * position on the record, as the kind's rules say), newest update first unless `sort=last_updated`.
 */
export class SecuredRecordsService<ListQuery extends SecuredListQuery, Item, Shown> {
  constructor(
    private readonly deps: SecuredRecordsServiceDependencies,
    private readonly records: SecuredRecordsKind<ListQuery, Item, Shown>,
  ) {}

  async list({ actor }: RequestContext, query: ListQuery, url: string): Promise<Paged<Item>> {
    const page = pageRequestOf(query, defaultPerPage);
    const { items, total } = await this.records.list(
      this.deps.db,
      securedRecordScope(actor, this.records.kind),
      { query, searchWords: searchWordsOf(query.search), newestFirst: query.sort !== 'last_updated' },
      { limit: page.perPage, offset: offsetOf(page) },
    );
    return pagedOf(items, total, page, url);
  }

  /**
   * One record if the caller reaches it as the list would; an unknown one and one out of scope are both
   * a 404, the latter logged.
   */
  async get({ actor, log }: RequestContext, publicId: number): Promise<Shown> {
    const { kind } = this.records;
    const found = await this.records.find(this.deps.db, securedRecordScope(actor, kind), publicId, actor);
    if (!found?.inScope) {
      if (found) {
        log.warn(
          { refusal: 'out_of_scope', entity: kind, entityId: publicId, actorUserId: actor.userId },
          `${kind.replaceAll('_', ' ')} out of the caller scope: answered 404`,
        );
      }
      throw new NotFoundError();
    }
    return found.record;
  }
}
