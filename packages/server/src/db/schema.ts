import type { ColumnType, Generated, RawBuilder } from 'kysely';

/** The tables as Kysely sees them; each migration that changes a table changes its interface here. */
export interface Database {
  schema_migrations: SchemaMigrationsTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  person_profiles: PersonProfilesTable;
  invitations: InvitationsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  rate_limit_events: RateLimitEventsTable;
  system_settings: SystemSettingsTable;
  office_staff: OrganisationRoleTable;
  education_consultants: OrganisationRoleTable;
  person_profile_mobilising_organisations: PersonProfileMobilisingOrganisationsTable;
  security_groups: SecurityGroupsTable;
  security_group_members: SecurityGroupMembersTable;
}

/** A jsonb column: read as parsed JSON, written through `jsonb(value)` (db/json.ts). */
export type JsonColumn = ColumnType<unknown, RawBuilder<unknown>, RawBuilder<unknown>>;
export type NullableJsonColumn = ColumnType<unknown, RawBuilder<unknown> | null, RawBuilder<unknown> | null>;

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: Generated<Date>;
}

export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  code: string;
  is_international_office: Generated<boolean>;
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
  onboarding_completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

/** The minimal person profile users/me reads; the domain migration adds the rest of spec 01 §3. */
export interface PersonProfilesTable {
  id: Generated<number>;
  user_id: number | null;
  first_name: string;
  last_name: string;
  known_as: string | null;
  member_status: Generated<'ACTIVE' | 'INACTIVE'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface InvitationsTable {
  id: Generated<number>;
  /** A hash of the link's token; the token itself is never stored. */
  token_hash: string;
  email: string;
  organisation_id: number | null;
  person_profile_id: number | null;
  invited_by: number | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  /** A hash of the link's token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Generated<Date>;
  claimed_until: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  organisation_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  before: NullableJsonColumn;
  after: NullableJsonColumn;
  at: Generated<Date>;
}

export interface RateLimitEventsTable {
  id: Generated<number>;
  bucket: string;
  at: Date;
}

export interface SystemSettingsTable {
  key: string;
  value: JsonColumn;
  updated_at: Generated<Date>;
}

/** office_staff and education_consultants: a user holds the role for one organisation per row. */
export interface OrganisationRoleTable {
  user_id: number;
  organisation_id: number;
}

/** mobilisedByOrganisationIds in order; the first is a member's active organisation. */
export interface PersonProfileMobilisingOrganisationsTable {
  person_profile_id: number;
  organisation_id: number;
  position: Generated<number>;
}

export const securityGroupRoles = ['senior-leadership', 'leadership', 'management'] as const;
export type SecurityGroupRole = (typeof securityGroupRoles)[number];

export interface SecurityGroupsTable {
  id: Generated<number>;
  role: SecurityGroupRole;
  label: string;
}

export interface SecurityGroupMembersTable {
  person_profile_id: number;
  organisation_id: number;
  security_group_id: number;
}
