import { type RawBuilder, sql } from 'kysely';

/**
 * The ids of the files attached to a record, oldest first, as a JSON list (so both engines answer
 * numbers), empty when there are none.
 */
export const attachmentIdsOf = (type: 'requisition' | 'vision_strategy_paper', id: RawBuilder<unknown>) =>
  sql<number[]>`coalesce((select json_agg(aa.asset_id order by aa.created_at, aa.asset_id)
    from asset_attachments aa where aa.assetable_type = ${type} and aa.assetable_id = ${id}), '[]'::json)`;
