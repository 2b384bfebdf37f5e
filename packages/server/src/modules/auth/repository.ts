import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Sign-in and session rows. Every function takes `db`, which may be a transaction. */

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'disabled_at', 'is_admin'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'disabled_at', 'is_admin'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertUser(
  db: Kysely<Database>,
  values: { email: string; password_hash: string; is_admin?: boolean; created_at: Date },
) {
  return db
    .insertInto('users')
    .values({ ...values, updated_at: values.created_at })
    .returning(['id', 'email', 'is_admin', 'language'])
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string, at: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export async function linkPersonProfile(
  db: Kysely<Database>,
  personProfileId: number,
  userId: number,
  at: Date,
) {
  await db
    .updateTable('person_profiles')
    .set({ user_id: userId, updated_at: at })
    .where('id', '=', personProfileId)
    .where('user_id', 'is', null)
    .execute();
}

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; user_id: number; created_at: Date; expires_at: Date },
) {
  await db
    .insertInto('sessions')
    .values({ ...session, last_seen_at: session.created_at })
    .execute();
}

export function findSession(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.disabled_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function touchSession(db: Kysely<Database>, id: string, at: Date) {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, but the one with id `keep` if given; answers how many ended. */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number, keep?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) {
    query = query.where('id', '!=', keep);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteUnusedResetTokens(db: Kysely<Database>, userId: number) {
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetToken(
  db: Kysely<Database>,
  token: { token_hash: string; user_id: number; expires_at: Date; created_at: Date },
) {
  await db.insertInto('password_reset_tokens').values(token).execute();
}

export function findResetToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a reset token used unless it already is; true when this call used it (so it works once). */
export async function useResetToken(db: Kysely<Database>, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function insertInvitation(
  db: Kysely<Database>,
  invitation: {
    token_hash: string;
    email: string;
    organisation_id: number | null;
    person_profile_id: number | null;
    invited_by: number | null;
    expires_at: Date;
    created_at: Date;
  },
) {
  return db.insertInto('invitations').values(invitation).returning('id').executeTakeFirstOrThrow();
}

export function deleteUnusedInvitationsOf(db: Kysely<Database>, personProfileId: number) {
  return db
    .deleteFrom('invitations')
    .where('person_profile_id', '=', personProfileId)
    .where('used_at', 'is', null)
    .execute();
}

export function findInvitation(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'organisation_id', 'person_profile_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks an invitation used unless it already is; true when this call used it. */
export async function useInvitation(db: Kysely<Database>, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
