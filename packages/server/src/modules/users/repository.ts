import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { selectActors } from '../../policies/actor.ts';

/** The user and their person profile, as users/me needs them, with the user's actor (one round trip). */
export function findCurrentUserRow(db: Kysely<Database>, userId: number) {
  return selectActors(db)
    .select([
      'u.id',
      'u.language',
      'u.is_creative_access',
      'u.onboarding_completed_at',
      'p.first_name',
      'p.last_name',
      'p.known_as',
      'p.member_status',
      'p.avatar_id',
    ])
    .where('u.id', '=', userId)
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
