import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../policies/actor.ts';
import type { SecuredRecordScope } from '../../policies/secured-record-scope.ts';
import type { SecuredRecordKind } from '../../policies/security-groups.ts';
import {
  findSecuredRecord,
  listSecuredRecords,
  type SecuredListFilters,
  type SecuredListSource,
  type SecuredShowSource,
} from './repository.ts';

/**
 * One kind of organisation-owned record that signed-in users list and read within their scope
 * (requisitions, vision and strategy papers): its rows and answers bound together, so that the service
 * needs to know nothing of its table or columns.
 */
export interface SecuredRecordsKind<ListQuery, Item, Shown> {
  /** The kind as the scope rules and the refusal log name it. */
  kind: SecuredRecordKind;
  list(
    db: Kysely<Database>,
    scope: SecuredRecordScope,
    filters: SecuredListFilters<ListQuery>,
    page: { limit: number; offset: number },
  ): Promise<{ items: Item[]; total: number }>;
  /**
   * The record with this public id and whether the scope reaches it; undefined when there is none. The
   * actor is who reads it: what they may do to it is part of the record.
   */
  find(
    db: Kysely<Database>,
    scope: SecuredRecordScope,
    publicId: number,
    actor: Actor,
  ): Promise<{ record: Shown; inScope: boolean } | undefined>;
}

/** A kind described as data: its table and columns, and how a row becomes a list item or the shown record. */
export function securedRecordsKind<
  DB,
  TB extends keyof DB,
  ShowDB,
  ShowTB extends keyof ShowDB,
  ListQuery,
  ListRow,
  ShowRow,
  Item,
  Shown,
>(
  description: SecuredListSource<DB, TB, ListQuery, ListRow> &
    SecuredShowSource<DB, TB, ShowDB, ShowTB, ShowRow> & {
      kind: SecuredRecordKind;
      listItem: (row: ListRow) => Item;
      shown: (row: ShowRow, actor: Actor) => Shown;
    },
): SecuredRecordsKind<ListQuery, Item, Shown> {
  return {
    kind: description.kind,
    async list(db, scope, filters, page) {
      const { rows, total } = await listSecuredRecords(db, description, scope, filters, page);
      return { items: rows.map(description.listItem), total };
    },
    async find(db, scope, publicId, actor) {
      const found = await findSecuredRecord(db, description, scope, publicId);
      return found && { record: description.shown(found.row, actor), inScope: found.inScope };
    },
  };
}
