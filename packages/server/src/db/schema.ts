import type { Generated } from 'kysely';

/** The tables as Kysely sees them; each migration that changes a table changes its interface here. */
export interface Database {
  schema_migrations: SchemaMigrationsTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  sessions: SessionsTable;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: Generated<Date>;
}

export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  code: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  /** Unique regardless of case: compare with `lower(email)`, which the unique index covers. */
  email: string;
  password_hash: string | null;
  is_admin: Generated<boolean>;
  language: Generated<string>;
  is_creative_access: Generated<boolean>;
  disabled_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  /** A hash of the session token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
}
