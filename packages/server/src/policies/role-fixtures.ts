import type { Kysely } from 'kysely';
import type { Database, SecurityGroupRole } from '../db/schema.ts';

// Test set-up for roles: organisations and the rows that give a user or person a role in one.

let sequence = 0;

export async function createOrganisation(
  db: Kysely<Database>,
  options: { name?: string; isInternationalOffice?: boolean } = {},
): Promise<number> {
  sequence += 1;
  const code = `T${process.pid}-${sequence}`;
  const row = await db
    .insertInto('organisations')
    .values({
      name: options.name ?? `Organisation ${code}`,
      code,
      is_international_office: options.isInternationalOffice ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeOfficeStaff(db: Kysely<Database>, userId: number, organisationIds: number[]) {
  await db
    .insertInto('office_staff')
    .values(organisationIds.map((organisation_id) => ({ user_id: userId, organisation_id })))
    .execute();
}

export async function makeEducationConsultant(
  db: Kysely<Database>,
  userId: number,
  organisationIds: number[],
) {
  await db
    .insertInto('education_consultants')
    .values(organisationIds.map((organisation_id) => ({ user_id: userId, organisation_id })))
    .execute();
}

/** The person's mobilising organisations, in the order given. */
export async function mobilise(db: Kysely<Database>, personProfileId: number, organisationIds: number[]) {
  await db
    .insertInto('person_profile_mobilising_organisations')
    .values(
      organisationIds.map((organisation_id, position) => ({
        person_profile_id: personProfileId,
        organisation_id,
        position,
      })),
    )
    .execute();
}

export async function joinSecurityGroup(
  db: Kysely<Database>,
  personProfileId: number,
  organisationId: number,
  role: SecurityGroupRole,
) {
  const group = await db
    .selectFrom('security_groups')
    .select('id')
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('security_group_members')
    .values({
      person_profile_id: personProfileId,
      organisation_id: organisationId,
      security_group_id: group.id,
    })
    .execute();
}

/** A family holding the given people. */
export async function createFamily(db: Kysely<Database>, name: string, personProfileIds: number[]) {
  const family = await db.insertInto('families').values({ name }).returning('id').executeTakeFirstOrThrow();
  await db
    .updateTable('person_profiles')
    .set({ family_id: family.id })
    .where('id', 'in', personProfileIds)
    .execute();
  return family.id;
}
