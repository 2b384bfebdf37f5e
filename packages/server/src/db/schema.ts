import type {
  AddressType,
  ApplicationStatus,
  AssetableType,
  AssignmentStatus,
  assignmentAssociationTypes,
  EducationPlanStatus,
  ItineraryDateStatus,
  ItineraryType,
  LeaveRequestStatus,
  LeaveType,
  MaritalStatus,
  MemberStatus,
  MembershipType,
  OfferStatus,
  OutboundLogisticsPlanStatus,
  PositionSubjectType,
  RequisitionAvailability,
  ReviewStatus,
  ReviewType,
  sexes,
  TeamStatus,
  TermType,
  TravelType,
} from '@mobilise/contract';
import type { ColumnType, Generated, RawBuilder } from 'kysely';
import type { Language } from '../i18n/languages.ts';

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
  regions: RegionsTable;
  geolocations: GeolocationsTable;
  vision_strategy_papers: VisionStrategyPapersTable;
  units: UnitsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  requisitions: RequisitionsTable;
  asset_attachments: AssetAttachmentsTable;
  memberships: MembershipsTable;
  positions: PositionsTable;
  position_default_assignees: PositionDefaultAssigneesTable;
  position_assignments: PositionAssignmentsTable;
  workflow_templates: WorkflowTemplatesTable;
  workflow_template_stages: WorkflowTemplateStagesTable;
  workflow_template_tasks: WorkflowTemplateTasksTable;
  applications: ApplicationsTable;
  application_workflow_stages: ApplicationWorkflowStagesTable;
  application_applicants: ApplicationPeopleTable;
  application_invited_applicants: ApplicationInvitedApplicantsTable;
  task_instances: TaskInstancesTable;
  appointments: AppointmentsTable;
  assignments: AssignmentsTable;
  itinerary_items: ItineraryItemsTable;
  outbound_logistics_plans: OutboundLogisticsPlansTable;
  assignment_mou_documents: AssignmentMouDocumentsTable;
  leave_requests: LeaveRequestsTable;
  leave_request_types: LeaveRequestTypesTable;
  leave_request_subjects: LeaveRequestPeopleTable;
  leave_request_travelling_family_members: LeaveRequestPeopleTable;
  leave_request_assignments: LeaveRequestAssignmentsTable;
  travel_plans: TravelPlansTable;
  travel_plan_types: TravelPlanTypesTable;
  travel_plan_subjects: TravelPlanPeopleTable;
  travel_plan_travelling_family_members: TravelPlanPeopleTable;
  travel_plan_assignments: TravelPlanAssignmentsTable;
  reviews: ReviewsTable;
  review_reviewers: ReviewReviewersTable;
  review_form_submissions: ReviewFormSubmissionsTable;
  education_plans: EducationPlansTable;
  calendar_feed_secrets: CalendarFeedSecretsTable;
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

// Enumerated columns are typed by the contract's enums; the migrations' check constraints hold the same values.

/** A day without a time, read and written as 'YYYY-MM-DD' on both engines (db/database.ts). */
export type DateText = string;

/**
 * A person profile. The person's organisations are person_profile_mobilising_organisations,
 * the first being the home organisation. `search_text` is filled by a trigger: never write it; search it
 * with searchTextMatches (search-text-sql.ts), which the trigram index serves.
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
  with_family: Generated<boolean>;
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
  member_status: Generated<MemberStatus>;
  /** ISO 639 code. */
  language: string | null;
  sex: (typeof sexes)[number] | null;
  inactive_since: DateText | null;
  retired_on: DateText | null;
  deceased_on: DateText | null;
  marital_status: MaritalStatus | null;
  spouse_name: string | null;
  date_of_marriage: DateText | null;
  /** ISO 3166 alpha-2 code. */
  permanent_residency: string | null;
  invited_on: Date | null;
  /** When an admin purged the person's personal data (docs/personal-data.md); null for everyone else. */
  purged_at: Date | null;
  version: Generated<number>;
  search_text: ColumnType<string, never, never>;
  /** The lowercase, unaccented names that name order sorts by; filled by the same trigger: never write them. */
  last_name_key: ColumnType<string, never, never>;
  first_name_key: ColumnType<string, never, never>;
  /** The organisations that mobilise the person, copied by a trigger from person_profile_mobilising_organisations for the search index: never write it. */
  mobilising_organisation_ids: ColumnType<number[], never, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FamiliesTable {
  id: Generated<number>;
  name: string;
  /** The organisation it was created for (migration 20261130100000_families_organisation). */
  organisation_id: number | null;
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
  version: Generated<number>;
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

/** A calendar feed's secret, owned by a person profile or an organisation (exactly one of the two). */
export interface CalendarFeedSecretsTable {
  id: Generated<number>;
  person_profile_id: number | null;
  organisation_id: number | null;
  /** A hash of the secret in the feed's address; the secret itself is never stored. */
  secret_hash: string;
  /** The language the feed's texts are written in: that of whoever made its address. */
  language: Language;
  created_at: Generated<Date>;
}

export interface SystemSettingsTable {
  key: string;
  value: JsonColumn;
  updated_at: Generated<Date>;
  /** Moves on every write; an admin's save names the version it read (409 when stale). */
  version: Generated<number>;
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

/** Timestamps every domain table has. */
interface Timestamps {
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A numeric id shown in URLs, from a sequence of the table's own; never the row id. */
type PublicId = Generated<number>;

/** Filled by a trigger with the lowercase, unaccented searchable text: never written by the application. */
type SearchText = ColumnType<string, never, never>;

export interface RegionsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  code: string;
}

export interface GeolocationsTable extends Timestamps {
  id: Generated<number>;
  organisation_id: number | null;
  region_id: number | null;
  name: string;
  /** ISO 3166 alpha-2 code. */
  country: string;
  /** A code of the location-types reference list. */
  location_type: string | null;
  latitude: number | null;
  longitude: number | null;
  version: Generated<number>;
}

export interface VisionStrategyPapersTable extends Timestamps {
  id: Generated<number>;
  public_id: PublicId;
  organisation_id: number;
  region_id: number | null;
  title: string;
  summary: string | null;
  content: string | null;
  is_archived: Generated<boolean>;
  last_updated: Generated<Date>;
  created_by: number | null;
  version: Generated<number>;
  /** title, summary and content; search with searchTextMatches (search-text-sql.ts). */
  search_text: SearchText;
}

export interface UnitsTable extends Timestamps {
  id: Generated<number>;
  organisation_id: number;
  vision_strategy_paper_id: number | null;
  name: string;
  code: string | null;
  description: string | null;
  is_open_for_enquiries: Generated<boolean>;
  private_notes: string | null;
  is_archived: Generated<boolean>;
  version: Generated<number>;
}

export interface TeamsTable extends Timestamps {
  id: Generated<number>;
  organisation_id: number;
  unit_id: number | null;
  vision_strategy_paper_id: number | null;
  geolocation_id: number | null;
  name: string;
  code: string | null;
  description: string | null;
  /** A code of the ministry-types reference list. */
  type: string | null;
  status: Generated<TeamStatus>;
  is_open_for_enquiries: Generated<boolean>;
  private_notes: string | null;
  is_archived: Generated<boolean>;
  version: Generated<number>;
}

export interface TeamMembersTable {
  team_id: number;
  person_profile_id: number;
}

export interface RequisitionsTable extends Timestamps {
  id: Generated<number>;
  public_id: PublicId;
  organisation_id: number;
  region_id: number | null;
  team_id: number | null;
  unit_id: number | null;
  geolocation_id: number | null;
  title: string;
  description: string | null;
  /** Codes of the job-roles and ministry-focuses reference lists. */
  job_role: string | null;
  ministry_focus: string | null;
  term_type: TermType | null;
  availability: Generated<RequisitionAvailability>;
  last_updated: Generated<Date>;
  created_by: number | null;
  version: Generated<number>;
  /** title and description; search with searchTextMatches (search-text-sql.ts). */
  search_text: SearchText;
}

/** An asset attached to a record (assetable_type, assetable_id); no foreign key to the record. */
export interface AssetAttachmentsTable {
  asset_id: number;
  assetable_type: AssetableType;
  assetable_id: number;
  created_at: Generated<Date>;
}

export interface MembershipsTable extends Timestamps {
  id: Generated<number>;
  person_profile_id: number;
  organisation_id: number;
  type: MembershipType;
  entry_id: string | null;
  contribution: string | null;
  starts_from: DateText;
  end_date: DateText | null;
  version: Generated<number>;
}

export interface PositionsTable extends Timestamps {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  /** The kinds of record the position can be held on, never empty. */
  applicable_to: PositionSubjectType[];
  removed: Generated<boolean>;
  version: Generated<number>;
}

export interface PositionDefaultAssigneesTable {
  position_id: number;
  user_id: number;
}

/** A user holding a position on one record. */
export interface PositionAssignmentsTable {
  id: Generated<number>;
  position_id: number;
  subject_type: PositionSubjectType;
  subject_id: number;
  user_id: number;
  created_at: Generated<Date>;
}

export const workflowSubjectTypes = ['APPLICATION', 'ASSIGNMENT'] as const;
export type WorkflowSubjectType = (typeof workflowSubjectTypes)[number];

export type WorkflowTaskAssigneeType = 'APPLICANT' | 'OFFICE_STAFF' | 'SECURITY_GROUP' | 'POSITION';
export type WorkflowTaskCompletionType = 'FORM' | 'DOCUMENT' | 'DECISION';

export interface WorkflowTemplatesTable extends Timestamps {
  id: Generated<number>;
  /** null only for a suggested template, which belongs to no organisation. */
  organisation_id: number | null;
  name: string;
  subject_type: WorkflowSubjectType;
  is_suggested: Generated<boolean>;
  is_archived: Generated<boolean>;
  version: Generated<number>;
}

export interface WorkflowTemplateStagesTable {
  id: Generated<number>;
  workflow_template_id: number;
  name: string;
  position: Generated<number>;
}

export interface WorkflowTemplateTasksTable extends Timestamps {
  id: Generated<number>;
  workflow_template_id: number;
  stage_id: number | null;
  title: string;
  description: string | null;
  form_name: string | null;
  responsible_position_id: number | null;
  assignee_type: Generated<WorkflowTaskAssigneeType>;
  /** Set exactly when assignee_type is SECURITY_GROUP. */
  assignee_security_group_role: SecurityGroupRole | null;
  /** Days after the task's stage starts that it is due; null: no due date. */
  due_offset_days: number | null;
  completion_type: Generated<WorkflowTaskCompletionType>;
  /** The suggested task this one was accepted from. */
  suggested_task_id: number | null;
  position: Generated<number>;
  version: Generated<number>;
}

export interface ApplicationsTable extends Timestamps {
  id: Generated<number>;
  public_id: PublicId;
  organisation_id: number;
  workflow_template_id: number | null;
  title: string;
  about: string | null;
  status: Generated<ApplicationStatus>;
  term_type: TermType;
  /** Why the application last changed status, when its changer said (a rejection's reason). */
  status_note: string | null;
  version: Generated<number>;
}

/** A workflow stage of one application or one assignment (exactly one of the two is set). */
export interface ApplicationWorkflowStagesTable {
  id: Generated<number>;
  application_id: number | null;
  assignment_id: number | null;
  name: string;
  position: Generated<number>;
  /** When the stage became the current one; its tasks' due dates count from it. */
  started_at: Date | null;
  completed_at: Date | null;
}

export interface ApplicationPeopleTable {
  application_id: number;
  person_profile_id: number;
}

export interface ApplicationInvitedApplicantsTable extends ApplicationPeopleTable {
  invited_at: Generated<Date>;
}

export const taskInstanceStatuses = ['TODO', 'IN_PROGRESS', 'DONE', 'NOT_APPLICABLE'] as const;

export interface TaskInstancesTable extends Timestamps {
  id: Generated<number>;
  task_id: number;
  subject_type: WorkflowSubjectType;
  subject_id: number;
  status: Generated<(typeof taskInstanceStatuses)[number]>;
  assignee_user_id: number | null;
  due_date: DateText | null;
  answers: NullableJsonColumn;
  completed_at: Date | null;
  completed_by: number | null;
  /** The stage of its application's or assignment's workflow the instance belongs to. */
  application_stage_id: number | null;
  /** A DECISION task's outcome. */
  decision: 'APPROVED' | 'REJECTED' | null;
  /** What the completer wrote with it. */
  note: string | null;
  version: Generated<number>;
}

export interface AppointmentsTable extends Timestamps {
  id: Generated<number>;
  application_id: number;
  /** A person profile id. */
  appointee_id: number;
  term_type: TermType;
  appointment_date: DateText;
  /** A user id. */
  appointed_by: number | null;
}

export interface AssignmentsTable extends Timestamps {
  id: Generated<number>;
  public_id: PublicId;
  assignee_person_profile_id: number;
  associated_with_type: (typeof assignmentAssociationTypes)[number] | null;
  associated_with_id: number | null;
  associated_with_title: string | null;
  explored_by_organisation_id: number | null;
  received_by_organisation_id: number;
  requisition_id: number | null;
  team_id: number | null;
  unit_id: number | null;
  geolocation_id: number | null;
  /** ISO 3166 alpha-2 code of the country of service. */
  country: string | null;
  proposed_start_date: DateText | null;
  proposed_end_date: DateText | null;
  confirmed_start_date: DateText | null;
  confirmed_end_date: DateText | null;
  status: Generated<AssignmentStatus>;
  is_abandoned: Generated<boolean>;
  is_shared_with_receiving_organisation: Generated<boolean>;
  is_shared_with_assignee: Generated<boolean>;
  financial_clearance_was_given: Generated<boolean>;
  receiving_organisation_is_ready_to_receive_assignment: Generated<boolean>;
  offer_status: OfferStatus | null;
  offer_notes: string | null;
  offer_accepted_on: DateText | null;
  version: Generated<number>;
}

export interface ItineraryItemsTable extends Timestamps {
  id: Generated<number>;
  assignment_id: number;
  type: ItineraryType;
  responsible_for: string | null;
  start_date: DateText | null;
  end_date: DateText | null;
  status: Generated<ItineraryDateStatus>;
}

export interface OutboundLogisticsPlansTable extends Timestamps {
  id: Generated<number>;
  assignment_id: number;
  notes: string | null;
  status: Generated<OutboundLogisticsPlanStatus>;
  /** A user id. */
  submitted_by: number | null;
  submitted_at: Date | null;
  version: Generated<number>;
}

export interface AssignmentMouDocumentsTable {
  assignment_id: number;
  asset_id: number;
  created_at: Generated<Date>;
}

/** The columns leave requests and travel plans share. */
interface LeaveOrTravelColumns extends Timestamps {
  id: Generated<number>;
  public_id: PublicId;
  person_profile_id: number;
  organisation_id: number | null;
  status: Generated<LeaveRequestStatus>;
  departure_date: DateText | null;
  arrival_date: DateText | null;
  return_date: DateText | null;
  destination: string | null;
  destination_address: string | null;
  phone_numbers: string | null;
  notes: string | null;
  multiple_type_notes: string | null;
  has_been_confirmed_as_taking_place: Generated<boolean>;
  has_been_confirmed_as_ended: Generated<boolean>;
  /** User ids. */
  created_by: number | null;
  updated_by: number | null;
  updated_reason: string | null;
  /** The reason the person is told with a rejection. */
  decision_reason: string | null;
  /** The user who approved or rejected it, and when. */
  decided_by: number | null;
  decided_at: Date | null;
  /** Imported from the previous system: read-only, never decided. */
  is_legacy: Generated<boolean>;
  version: Generated<number>;
}

export type LeaveRequestsTable = LeaveOrTravelColumns;

export interface LeaveRequestTypesTable {
  leave_request_id: number;
  type: LeaveType;
  /** A LeaveSubType for EXTRAORDINARY leave, else '' (none). */
  sub_type: ColumnType<string, string | undefined, string>;
}

export interface LeaveRequestPeopleTable {
  leave_request_id: number;
  person_profile_id: number;
}

export interface LeaveRequestAssignmentsTable {
  leave_request_id: number;
  assignment_id: number;
}

export interface TravelPlansTable extends LeaveOrTravelColumns {
  destination_id: number | null;
  purpose_of_travel: string | null;
  /** Null until the travel form answers it. */
  has_notified_on_site_leadership: boolean | null;
  has_not_notified_on_site_leadership_reason: string | null;
}

export interface TravelPlanTypesTable {
  id: Generated<number>;
  travel_plan_id: number;
  type: TravelType;
  /** ISO 3166 alpha-2 code. */
  country: string | null;
  organisation_id: number | null;
}

export interface TravelPlanPeopleTable {
  travel_plan_id: number;
  person_profile_id: number;
}

export interface TravelPlanAssignmentsTable {
  travel_plan_id: number;
  assignment_id: number;
}

export interface ReviewsTable extends Timestamps {
  id: Generated<number>;
  assignment_id: number;
  type: ReviewType;
  status: Generated<ReviewStatus>;
  date: DateText;
  is_shared_with_mobilising_organisation: Generated<boolean>;
  actions_and_recommendations: string | null;
  form_options: NullableJsonColumn;
  submitted_at: Date | null;
  signed_off_at: Date | null;
  signed_off_by: number | null;
  version: Generated<number>;
}

export interface ReviewReviewersTable {
  review_id: number;
  person_profile_id: number;
}

export interface ReviewFormSubmissionsTable {
  id: Generated<number>;
  review_id: number | null;
  task_instance_id: number | null;
  name: string;
  edit_link: string | null;
  view_link: string | null;
  payload: NullableJsonColumn;
  created_at: Generated<Date>;
}

export interface EducationPlansTable extends Timestamps {
  id: Generated<number>;
  person_profile_id: number;
  status: Generated<EducationPlanStatus>;
  academic_year: string;
  schooling_choice: string | null;
  school_name: string | null;
  requires_annual_testing_information: Generated<boolean>;
  annual_testing_information_required_from: DateText | null;
  testing_information: string | null;
  latest_testing_information_date_of_test: DateText | null;
  last_reviewed_on: DateText | null;
  last_approved_on: DateText | null;
  expires_on: DateText | null;
  /** The note given with the last decision, by whom (a user id) and when. */
  decision_note: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  /** User ids. */
  created_by: number | null;
  updated_by: number | null;
  version: Generated<number>;
}
