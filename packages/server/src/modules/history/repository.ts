import { type RecordHistoryEntry, recordHistoryLimit } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A record whose history is read, as its audit rows name it. */
export interface AuditedRecord {
  entity: 'assignment' | 'person_profile';
  id: number;
}

/**
 * The newest audit rows of one record, each with its author's name (from the author's person profile,
 * when they have one) and the names of the fields it changed. Values stay in the audit log.
 */
export async function recordHistory(
  db: Kysely<Database>,
  record: AuditedRecord,
): Promise<RecordHistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('person_profiles as p', 'p.user_id', 'l.actor_user_id')
    .select(['l.at', 'l.action', 'l.before', 'l.after', 'l.actor_user_id', 'p.first_name', 'p.last_name'])
    .where('l.entity', '=', record.entity)
    .where('l.entity_id', '=', String(record.id))
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(recordHistoryLimit)
    .execute();
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actor:
      row.actor_user_id === null
        ? null
        : {
            user_id: Number(row.actor_user_id),
            name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
          },
    action: `${record.entity}.${row.action}`,
    fields: changedFields(row.before, row.after),
  }));
}

/**
 * The fields a row records a change of: the keys of its after (or before, for a removal), except the
 * version every versioned write moves, which says nothing to a reader.
 */
function changedFields(before: unknown, after: unknown): string[] {
  const keys = new Set([...keysOf(before), ...keysOf(after)]);
  keys.delete('version');
  return [...keys].sort();
}

const keysOf = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
