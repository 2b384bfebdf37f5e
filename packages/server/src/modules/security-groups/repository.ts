import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the organisation mobilises the person. */
export async function isMobilisedBy(
  db: Kysely<Database>,
  personProfileId: number,
  organisationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('person_profile_mobilising_organisations')
    .select('person_profile_id')
    .where('person_profile_id', '=', personProfileId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of every security group there is. */
export async function securityGroupIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('security_groups').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The groups the person belongs to in the organisation, by id. */
export async function groupsOf(
  db: Kysely<Database>,
  personProfileId: number,
  organisationId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('security_group_members')
    .select('security_group_id')
    .where('person_profile_id', '=', personProfileId)
    .where('organisation_id', '=', organisationId)
    .orderBy('security_group_id')
    .execute();
  return rows.map((row) => row.security_group_id);
}

/** Locks the person's row, so that two saves of their groups run one after the other. */
export async function lockPerson(db: Kysely<Database>, personProfileId: number): Promise<void> {
  await db.selectFrom('person_profiles').select('id').where('id', '=', personProfileId).forUpdate().execute();
}

/** Adds and takes away the person's groups in the organisation. */
export async function moveGroups(
  db: Kysely<Database>,
  personProfileId: number,
  organisationId: number,
  { added, removed }: { added: readonly number[]; removed: readonly number[] },
): Promise<void> {
  if (removed.length > 0) {
    await db
      .deleteFrom('security_group_members')
      .where('person_profile_id', '=', personProfileId)
      .where('organisation_id', '=', organisationId)
      .where('security_group_id', 'in', [...removed])
      .execute();
  }
  if (added.length > 0) {
    await db
      .insertInto('security_group_members')
      .values(
        added.map((security_group_id) => ({
          person_profile_id: personProfileId,
          organisation_id: organisationId,
          security_group_id,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
