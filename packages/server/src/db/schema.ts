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
  families: FamiliesTable;
  assets: AssetsTable;
  person_profile_addresses: PersonProfileAddressesTable;
  person_profile_nationalities: PersonProfileNationalitiesTable;
  person_profile_phone_numbers: PersonProfilePhoneNumbersTable;
  person_profile_languages: PersonProfileLanguagesTable;
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

/** A day without a time, read and written as 'YYYY-MM-DD' on both engines (db/database.ts). */
export type DateText = string;

export const memberStatuses = ['ACTIVE', 'INACTIVE'] as const;
export const sexes = ['MALE', 'FEMALE'] as const;
export const maritalStatuses = ['SINGLE', 'MARRIED', 'WIDOWED', 'DIVORCED', 'SEPARATED'] as const;

/**
 * A person profile (spec 01 §3). The person's organisations are person_profile_mobilising_organisations,
 * the first being the home organisation. `search_text` is filled by a trigger: never write it; search with
 * `search_text like '%' || unaccent(lower(query)) || '%'`, which the trigram index serves.
 */
export interface PersonProfilesTable {
  id: Generated<number>;
  user_id: number | null;
  first_name: string;
  last_name: string;
  middle_names: string | null;
  known_as: string | null;
  salutation: string | null;
  former_last_name: string | null;
  suffix: string | null;
  avatar_id: number | null;
  family_id: number | null;
  requires_education_plan: Generated<boolean>;
  aim_positional_email: string | null;
  aim_personal_email: string | null;
  aim_alternative_email: string | null;
  date_of_birth: DateText | null;
  special_needs: string | null;
  will_travel_on_assignment: boolean | null;
  phone_number: string | null;
  current_address_id: number | null;
  is_deceased: Generated<boolean>;
  is_retired: Generated<boolean>;
  is_employee: Generated<boolean>;
  is_full_term_member: Generated<boolean>;
  is_short_term_member: Generated<boolean>;
  is_seconded_in_member: Generated<boolean>;
  is_mou_partner_member: Generated<boolean>;
  is_affiliate_member: Generated<boolean>;
  is_seconded_out_member: Generated<boolean>;
  is_mobilising_council_member: Generated<boolean>;
  is_mobilising_committee_member: Generated<boolean>;
  is_full_term_applicant: Generated<boolean>;
  is_short_term_applicant: Generated<boolean>;
  is_full_term_appointee: Generated<boolean>;
  is_short_term_appointee: Generated<boolean>;
  member_status: Generated<(typeof memberStatuses)[number]>;
  /** ISO 639 code. */
  language: string | null;
  sex: (typeof sexes)[number] | null;
  inactive_since: DateText | null;
  retired_on: DateText | null;
  deceased_on: DateText | null;
  marital_status: (typeof maritalStatuses)[number] | null;
  spouse_name: string | null;
  date_of_marriage: DateText | null;
  /** ISO 3166 alpha-2 code. */
  permanent_residency: string | null;
  invited_on: Date | null;
  version: Generated<number>;
  search_text: ColumnType<string, never, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An uploaded file; its bytes are in the asset store under `storage_key`. */
export interface AssetsTable {
  id: Generated<number>;
  filename: string;
  title: string;
  file_size: number;
  content_type: string;
  storage_key: string;
  /** A user id. */
  uploaded_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export const addressTypes = ['FLD', 'HA', 'CORR', 'OTH', 'PER'] as const;
export type AddressType = (typeof addressTypes)[number];

export interface PersonProfileAddressesTable {
  id: Generated<number>;
  person_profile_id: number;
  type: AddressType;
  address_line_one: Generated<string>;
  address_line_two: string | null;
  address_line_three: string | null;
  city: Generated<string>;
  county: string | null;
  state_or_province: string | null;
  post_code: Generated<string>;
  /** ISO 3166 alpha-2 code. */
  country: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PersonProfileNationalitiesTable {
  person_profile_id: number;
  /** ISO 3166 alpha-2 code. */
  country: string;
  position: Generated<number>;
}

export interface PersonProfilePhoneNumbersTable {
  id: Generated<number>;
  person_profile_id: number;
  label: string | null;
  number: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PersonProfileLanguagesTable {
  person_profile_id: number;
  /** ISO 639 code. */
  language: string;
  /** A code of the language-proficiencies reference list. */
  proficiency: string | null;
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
