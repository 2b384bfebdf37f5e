import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

let sequence = 0;

/** An e-mail address no other test uses. */
export function uniqueEmail(name = 'user') {
  sequence += 1;
  return `${name}-${process.pid}-${sequence}@example.org`;
}

/** A client address no other test uses, so that per-address rate limits never cross tests. */
export function uniqueAddress() {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export const defaultPassword = 'correct horse battery staple';

export interface UserFactoryOptions {
  email?: string;
  /** The password to hash (argon2id, the policy's parameters); null for a user without one. */
  password?: string | null;
  /** A stored hash as is (a weaker one, for the upgrade test). */
  passwordHash?: string;
  isAdmin?: boolean;
  disabled?: boolean;
  /** A person profile for the user; false for none. */
  profile?: { first_name: string; last_name: string; known_as?: string | null } | false;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  personProfileId: number | null;
}

let defaultPasswordHash: Promise<string> | undefined;

/**
 * The policy hash of `password`. The default password's is made once per test process: a policy hash costs
 * about 20 ms of CPU by design, and the test worlds make thousands of users with that password. Each still
 * signs in through the login route, which verifies it.
 */
function policyHashOf(password: string): Promise<string> {
  if (password !== defaultPassword) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(password);
  return defaultPasswordHash;
}

/** A user (with a person profile unless `profile: false`), written straight to the database. */
export async function createUser(db: Kysely<Database>, options: UserFactoryOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? defaultPassword : options.password;
  const passwordHash = options.passwordHash ?? (password === null ? null : await policyHashOf(password));
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      is_admin: options.isAdmin ?? false,
      disabled_at: options.disabled ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let personProfileId: number | null = null;
  if (options.profile !== false) {
    const profile = options.profile ?? { first_name: 'Ada', last_name: 'Lovelace' };
    const row = await db
      .insertInto('person_profiles')
      .values({ user_id: user.id, ...profile })
      .returning('id')
      .executeTakeFirstOrThrow();
    personProfileId = row.id;
  }
  return { id: user.id, email, password: password ?? '', personProfileId };
}

export async function createPersonProfile(db: Kysely<Database>, first_name = 'Grace', last_name = 'Hopper') {
  return db
    .insertInto('person_profiles')
    .values({ first_name, last_name })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The tables a refused request must leave as they were. */
export const writtenTables = [
  'users',
  'sessions',
  'person_profiles',
  'invitations',
  'password_reset_tokens',
  'mail_outbox',
  'audit_log',
  'rate_limit_events',
  'system_settings',
] as const;

/** Row counts of the tables, to compare before and after ("nothing written"). */
export async function countRows(db: Kysely<Database>, tables: readonly (keyof Database)[] = writtenTables) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** A whole-row snapshot of a user, to prove a refused request changed nothing. */
export function userRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The mail queued for an address, oldest first. */
export function mailTo(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'body_text'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
}

/** The link token in a mail's text (`…?token=…`). */
export function tokenInMail(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) {
    throw new Error(`No link token in mail: ${text}`);
  }
  return match[1];
}
