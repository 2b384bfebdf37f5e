import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The user and their person profile, as users/me needs them. */
export function findCurrentUserRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('person_profiles', 'person_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.language',
      'users.is_creative_access',
      'users.onboarding_completed_at',
      'person_profiles.id as person_profile_id',
      'person_profiles.first_name',
      'person_profiles.last_name',
      'person_profiles.known_as',
      'person_profiles.member_status',
      'person_profiles.avatar_id',
      'person_profiles.family_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUserRow>>>;

export function findUserForUpdate(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'is_admin', 'is_creative_access', 'onboarding_completed_at', 'disabled_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  values: { is_creative_access?: boolean; onboarding_completed_at?: Date; disabled_at?: Date },
  at: Date,
) {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'is_admin'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}
