import type { PositionSubjectType } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A position assignment as a responsibility, with its position and organisation. */
export interface ResponsibilityRow {
  id: number;
  position_id: number;
  position_name: string;
  position_removed: boolean;
  organisation_id: number;
  organisation_name: string;
  subject_type: PositionSubjectType;
  subject_id: number;
  user_id: number;
}

/** The person's user, or undefined for an unknown person; null for a person without an account. */
export async function userOf(
  db: Kysely<Database>,
  personProfileId: number,
): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('person_profiles')
    .select('user_id')
    .where('id', '=', personProfileId)
    .executeTakeFirst();
  return row?.user_id;
}

/** The position assignments the user holds in the organisations given ('*' for all), by organisation and position. */
export async function heldBy(
  db: Kysely<Database>,
  userId: number,
  organisationIds: '*' | readonly number[],
  { forUpdate = false } = {},
): Promise<ResponsibilityRow[]> {
  if (organisationIds !== '*' && organisationIds.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('position_assignments as pa')
    .innerJoin('positions as po', 'po.id', 'pa.position_id')
    .innerJoin('organisations as o', 'o.id', 'po.organisation_id')
    .select([
      'pa.id',
      'po.id as position_id',
      'po.name as position_name',
      'po.removed as position_removed',
      'o.id as organisation_id',
      'o.name as organisation_name',
      'pa.subject_type',
      'pa.subject_id',
      'pa.user_id',
    ])
    .where('pa.user_id', '=', userId)
    .orderBy('o.name')
    .orderBy('po.name')
    .orderBy('pa.id');
  if (organisationIds !== '*') {
    query = query.where('po.organisation_id', 'in', [...organisationIds]);
  }
  if (forUpdate) {
    query = query.forUpdate('pa');
  }
  return (await query.execute()) as ResponsibilityRow[];
}

/** The people (with an account) among `ids` whom the organisation mobilises, with their users. */
export async function mobilisedUsers(
  db: Kysely<Database>,
  organisationId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('person_profiles as p')
    .innerJoin('person_profile_mobilising_organisations as m', 'm.person_profile_id', 'p.id')
    .select(['p.id', 'p.user_id'])
    .where('m.organisation_id', '=', organisationId)
    .where('p.id', 'in', [...ids])
    .where('p.user_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.user_id as number]));
}

/** Gives the position assignment to `userId`; when they already hold the same one, it simply ends. */
export async function reassign(db: Kysely<Database>, row: ResponsibilityRow, userId: number): Promise<void> {
  const held = await db
    .selectFrom('position_assignments')
    .select('id')
    .where('position_id', '=', row.position_id)
    .where('subject_type', '=', row.subject_type)
    .where('subject_id', '=', row.subject_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (held) {
    await db.deleteFrom('position_assignments').where('id', '=', row.id).execute();
  } else {
    await db.updateTable('position_assignments').set({ user_id: userId }).where('id', '=', row.id).execute();
  }
}
