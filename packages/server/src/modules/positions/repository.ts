import type { PositionSubjectType } from '@mobilise/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A position row with what its contract shape shows. */
export interface PositionRow {
  id: number;
  organisation_id: number;
  name: string;
  applicable_to: PositionSubjectType[];
  removed: boolean;
  version: number;
}

const columns = ['id', 'organisation_id', 'name', 'applicable_to', 'removed', 'version'] as const;

/** The organisation's positions by name, live ones only unless `includeRemoved`. */
export async function listPositions(
  db: Kysely<Database>,
  organisationId: number,
  includeRemoved: boolean,
): Promise<PositionRow[]> {
  return db
    .selectFrom('positions')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .$if(!includeRemoved, (query) => query.where('removed', '=', false))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** One position whatever the caller (the service asks the policy); `lock` holds it for a change. */
export async function findPosition(
  db: Kysely<Database>,
  id: number,
  { lock = false } = {},
): Promise<PositionRow | undefined> {
  return db
    .selectFrom('positions')
    .select(columns)
    .where('id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** Whether another live position of the organisation has this name, whatever its case. */
export async function liveNameTaken(
  db: Kysely<Database>,
  organisationId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('positions')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('removed', '=', false)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (query) => query.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPosition(
  db: Kysely<Database>,
  values: { organisation_id: number; name: string; applicable_to: PositionSubjectType[] },
  now: Date,
): Promise<PositionRow> {
  return db
    .insertInto('positions')
    .values({ ...values, created_at: now, updated_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Writes the changes and moves the version on; answers the new version. */
export async function updatePosition(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Pick<PositionRow, 'name' | 'applicable_to' | 'removed'>>,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('positions')
    .set({ ...changes, updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * The ids among `positionIds` of the organisation's live positions, and, with `heldOn`, only those that can
 * be held on that kind of record: what a template's task or a new application may name.
 */
export async function livePositionIds(
  db: Kysely<Database>,
  organisationId: number,
  positionIds: number[],
  heldOn?: PositionSubjectType,
): Promise<number[]> {
  if (positionIds.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('positions')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('removed', '=', false)
    .where('id', 'in', positionIds);
  if (heldOn !== undefined) {
    query = query.where(sql<SqlBool>`${heldOn} = any(applicable_to)`);
  }
  return (await query.execute()).map((row) => row.id);
}
