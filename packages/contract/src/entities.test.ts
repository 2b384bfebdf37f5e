import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressSchema, currentAddressSchema } from './addresses.ts';
import { applicationSchema } from './applications.ts';
import { assetSchema } from './assets.ts';
import { assignmentSchema } from './assignments.ts';
import { educationPlanSchema } from './education-plans.ts';
import { familySchema } from './families.ts';
import { leaveRequestSchema, travelPlanSchema } from './leave-and-travel.ts';
import { membershipSchema } from './memberships.ts';
import {
  activeAssignmentLocationSchema,
  fullPersonProfileSchema,
  personPopUpSchema,
  personProfileSchema,
} from './person-profiles.ts';
import { personStatusFlags } from './person-status-flags.ts';
import { positionSchema } from './positions.ts';
import { organisationSchema } from './primitives.ts';
import { securityGroupSchema } from './reference-data.ts';
import { formServiceSubmissionSchema, reviewSchema } from './reviews.ts';
import { requisitionSearchResultSchema, visionStrategyPaperSchema } from './search.ts';
import { teamSchema, unitSchema } from './teams-and-units.ts';

// Each entity's keys are compared with the spec's field list as written, so a missing or misspelt
// field fails. Where the spec describes a field instead of naming it, the comment says how it is named.

const stamp = '2026-11-26T09:30:00.000Z';
const organisation = { id: 3, name: 'Mobilise East Africa' };
const person = { id: 7, name: 'Ada Lovelace', avatarId: null };
const dates = { start_date: '2026-01-05', end_date: null };
const assignmentSummary = {
  id: 11,
  public_id: 'A-0011',
  status: 'ACTIVE',
  is_abandoned: false,
  received_by: organisation,
  proposed_dates: dates,
  confirmed_dates: null,
};
const addressValue = {
  addressLineOne: '12 Riverside Drive',
  addressLineTwo: '',
  city: 'Nairobi',
  country: 'KE',
  postCode: '00100',
};
const currentAddress = {
  line_one: '12 Riverside Drive',
  line_two: null,
  line_three: null,
  town: 'Nairobi',
  county: null,
  state_or_province: null,
  postcode: '00100',
  country_name: 'Kenya',
};
const noFlags = Object.fromEntries(personStatusFlags.map((flag) => [flag, false]));
const profile = {
  id: 7,
  userId: 70,
  userCreatedAt: stamp,
  firstName: 'Ada',
  lastName: 'Lovelace',
  middleNames: null,
  avatarId: null,
  salutation: 'Dr',
  knownAs: null,
  formerLastName: 'Byron',
  suffix: null,
  familyId: 5,
  familyName: 'Lovelace',
  withFamily: true,
  educationPlans: [{ id: 2, status: 'APPROVED', academicYear: '2026-2027', expiresOn: '2027-07-31' }],
  requiresEducationPlan: false,
  mobilisedByOrganisationIds: [3],
  aimPositionalEmail: null,
  aimPersonalEmail: 'ada@example.org',
  aimAlternativeEmail: null,
  dateOfBirth: '1990-12-10',
  specialNeeds: null,
  willTravelOnAssignment: true,
  phoneNumber: '+254 700 000000',
  addresses: [{ id: 1, type: 'FLD', value: addressValue }],
  currentAddressId: 1,
  currentAddress,
  assignments: [assignmentSummary],
  ...noFlags,
  is_full_term_member: true,
  memberStatus: 'ACTIVE',
  activeAssignmentLocations: [
    { country_name: 'Kenya', geolocation_name: 'Nairobi', team_name: 'Health', unit_name: null },
  ],
};
const fullProfile = {
  ...profile,
  userCan: ['update'],
  language: 'en',
  sex: 'FEMALE',
  inactiveSince: null,
  retiredOn: null,
  deceasedOn: null,
  maritalStatus: 'MARRIED',
  spouseName: 'William King',
  dateOfMarriage: '2015-07-08',
  nationalities: ['GB'],
  permanentResidency: 'GB',
  hasFamilyMembersOnPlannedAssignments: false,
  hasFamilyMembersOnActiveAssignments: true,
  currentAssignmentDetails: { ...assignmentSummary, ...profile.activeAssignmentLocations[0] },
  positions: [{ id: 4, name: 'Team leader', removed: false }],
  appointments: [
    {
      application_id: 9,
      appointee_id: 7,
      term_type: 'FULL_TERM',
      appointment_date: '2025-09-01',
      appointed_by: 1,
    },
  ],
  isAdmin: false,
  invitedOn: stamp,
  attachments: [31],
  isEmployee: false,
  initials: 'AL',
  age: 35,
  isUnder20: false,
  isUnder26: false,
  isChild: false,
  preferredShortName: 'Ada',
  version: 4,
};
const leaveRequest = {
  id: 21,
  version: 1,
  publicId: 'L-0021',
  subjectIds: [7],
  departureDate: '2026-12-20',
  arrivalDate: '2026-12-21',
  returnDate: '2027-01-10',
  destination: 'London',
  destinationAddress: addressValue,
  phoneNumbers: ['+44 20 0000 0000'],
  notes: null,
  attachments: [],
  assignments: [assignmentSummary],
  hasBeenConfirmedAsTakingPlace: false,
  hasBeenConfirmedAsEnded: false,
  types: [
    { type: 'HOME', sub_type: null },
    { type: 'EXTRAORDINARY', sub_type: 'MARRIAGE' },
  ],
  status: 'AWAITING_APPROVAL',
  multipleTypeNotes: null,
  travellingFamilyMemberPersonProfileIds: [8],
  createdAt: stamp,
  createdBy: 70,
  updatedAt: stamp,
  updatedBy: 70,
  updatedReason: null,
  userCan: ['update'],
};
const travelPlan = {
  ...leaveRequest,
  types: [
    { type: 'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE', country: 'TZ', organisation_id: null },
    { type: 'TRAVEL_TO_ANOTHER_ORGANISATION', country: null, organisation_id: 4 },
  ],
  hasNotifiedOnSiteLeadership: true,
  hasNotNotifiedOnSiteLeadershipReason: null,
  purposeOfTravel: 'Conference',
  destinationId: 12,
};
const submission = {
  id: 1,
  task_id: 2,
  task_instance_id: 3,
  name: 'Annual review form',
  created_at: stamp,
  edit_link: 'https://forms.example.org/e/1',
  view_link: 'https://forms.example.org/v/1',
  documents: [],
  payload: { score: 4 },
};
const requisition = { public_id: 'R-0001', title: 'Nurse', region_id: 2, availability: 'OPEN' };
const educationPlan = {
  id: 2,
  status: 'APPROVED',
  personProfileId: 8,
  familyName: 'Lovelace',
  academicYear: '2026-2027',
  schoolingChoice: 'Home schooling',
  schoolName: null,
  attachments: [],
  requiresAnnualTestingInformation: true,
  annualTestingInformationRequiredFrom: '2026-09-01',
  testingInformation: [{ dateOfTest: '2026-06-01', notes: null, attachments: [] }],
  latestTestingInformationDateOfTest: '2026-06-01',
  lastReviewedOn: '2026-06-15',
  lastApprovedOn: '2026-06-20',
  expiresOn: '2027-07-31',
  updatedAt: stamp,
  updatedBy: 1,
};

interface EntityCase {
  /** The requirement the field list proves. */
  id: string;
  name: string;
  schema: z.ZodObject;
  /** The fields as the spec writes them. */
  fields: readonly string[];
  example: Record<string, unknown>;
  /** A day field, to prove a date without dashes is refused there. */
  dateField?: string;
  /** A text field, to prove an oversized text is refused there. */
  textField: string;
}

const personProfileFields = [
  'id',
  'userId',
  'userCreatedAt',
  'firstName',
  'lastName',
  'middleNames',
  'avatarId',
  'salutation',
  'knownAs',
  'formerLastName',
  'suffix',
  'familyId',
  'familyName',
  'withFamily',
  'educationPlans',
  'requiresEducationPlan',
  'mobilisedByOrganisationIds',
  'aimPositionalEmail',
  'aimPersonalEmail',
  'aimAlternativeEmail',
  'dateOfBirth',
  'specialNeeds',
  'willTravelOnAssignment',
  'phoneNumber',
  'addresses',
  'currentAddressId',
  'currentAddress',
  'assignments',
  'is_deceased',
  'is_retired',
  'is_employee',
  'is_full_term_member',
  'is_short_term_member',
  'is_seconded_in_member',
  'is_mou_partner_member',
  'is_affiliate_member',
  'is_seconded_out_member',
  'is_mobilising_council_member',
  'is_mobilising_committee_member',
  'is_full_term_applicant',
  'is_short_term_applicant',
  'is_full_term_appointee',
  'is_short_term_appointee',
  'memberStatus',
  'activeAssignmentLocations',
];
const leaveRequestFields = [
  'id',
  'version',
  'publicId',
  'subjectIds',
  'departureDate',
  'arrivalDate',
  'returnDate',
  'destination',
  'destinationAddress',
  'phoneNumbers',
  'notes',
  'attachments',
  'assignments',
  'hasBeenConfirmedAsTakingPlace',
  'hasBeenConfirmedAsEnded',
  'types',
  'status',
  'multipleTypeNotes',
  'travellingFamilyMemberPersonProfileIds',
  // "created and updated metadata"
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'updatedReason',
  'userCan',
];

const entities: EntityCase[] = [
  {
    id: 'R-ENTITY-001',
    name: 'PersonProfile',
    schema: personProfileSchema,
    fields: personProfileFields,
    example: profile,
    dateField: 'dateOfBirth',
    textField: 'firstName',
  },
  {
    id: 'R-ENTITY-002',
    name: 'the full PersonProfile',
    schema: fullPersonProfileSchema,
    fields: [
      ...personProfileFields,
      'userCan',
      'language',
      'sex',
      'inactiveSince',
      'retiredOn',
      'deceasedOn',
      'maritalStatus',
      'spouseName',
      'dateOfMarriage',
      'nationalities',
      'permanentResidency',
      'hasFamilyMembersOnPlannedAssignments',
      'hasFamilyMembersOnActiveAssignments',
      'currentAssignmentDetails',
      'positions',
      'appointments',
      'isAdmin',
      'invitedOn',
      'attachments',
      'isEmployee',
      // the derived values (R-ENTITY-003…008) and the version an edit sends back: ours, not spec fields
      'initials',
      'age',
      'isUnder20',
      'isUnder26',
      'isChild',
      'preferredShortName',
      'version',
    ],
    example: fullProfile,
    dateField: 'dateOfMarriage',
    textField: 'spouseName',
  },
  {
    id: 'R-ENTITY-009',
    name: 'Address',
    schema: addressSchema,
    // The id is ours: PATCH api/addresses/{id} and currentAddressId name an address by it.
    fields: ['id', 'type', 'value'],
    example: { id: 2, type: 'HA', value: addressValue },
    textField: 'value.city',
  },
  {
    id: 'R-ENTITY-011',
    name: 'Assignment',
    schema: assignmentSchema,
    fields: [
      'id',
      'public_id',
      'assignee',
      'associated_with',
      'explored_by',
      'received_by',
      'proposed_dates',
      'confirmed_dates',
      'status',
      'is_abandoned',
      'is_shared_with_receiving_organisation',
      'is_shared_with_assignee',
      'user_can',
      // Ours: the rights beyond the spec's user_can (planning, the offer, the logistics plan).
      'user_can_manage',
      'positions',
      'financial_clearance_was_given',
      'offer_for_assignment',
      'outbound_logistics_plan',
      'receiving_organisation_is_ready_to_receive_assignment',
      // "itinerary items"
      'itinerary_items',
      'children_education_plans',
      'current_leave_requests',
      'current_travel_plans',
      'reviews',
      'mou_document_ids',
      // Ours: the workflow started from one of its organisations' templates.
      'workflow',
      'requisition',
      // Ours: where the assignment takes place, for the assignment history.
      'location',
      'version',
    ],
    example: {
      ...assignmentSummary,
      assignee: person,
      associated_with: { type: 'TEAM', id: 4, title: 'Health' },
      explored_by: organisation,
      is_shared_with_receiving_organisation: true,
      is_shared_with_assignee: false,
      user_can: ['share_with_assignee', 'upload_mou_document'],
      user_can_manage: ['edit_plan'],
      positions: [{ id: 4, name: 'Team leader', removed: false, assignments: [{ user_ids: [70] }] }],
      financial_clearance_was_given: true,
      offer_for_assignment: { notes: null, accepted_on: '2025-10-01', status: 'ACCEPTED' },
      outbound_logistics_plan: {
        id: 3,
        version: 2,
        notes: null,
        attachments: [],
        submitted_by: 70,
        status: 'APPROVED',
      },
      receiving_organisation_is_ready_to_receive_assignment: true,
      itinerary_items: [
        {
          id: 4,
          type: 'MAIN',
          responsible_for: 'Receiving office',
          start_date: '2026-01-05',
          end_date: null,
          status: 'CONFIRMED',
        },
      ],
      children_education_plans: [
        { id: 2, status: 'APPROVED', personProfileId: 8, academicYear: '2026-2027', expiresOn: '2027-07-31' },
      ],
      current_leave_requests: [
        {
          id: 21,
          publicId: 'L-0021',
          status: 'APPROVED',
          departureDate: '2026-12-20',
          returnDate: '2027-01-10',
        },
      ],
      current_travel_plans: [],
      reviews: [{ id: 5, date: '2026-12-01', status: 'NOT_SUBMITTED', type: 'ANNUAL' }],
      mou_document_ids: [40],
      workflow: { stages: [], user_can: [] },
      requisition,
      location: { country_name: 'Kenya', geolocation_name: 'Kijabe', team_name: 'Health', unit_name: null },
      version: 3,
    },
    dateField: 'offer_for_assignment.accepted_on',
    textField: 'public_id',
  },
  {
    id: 'R-ENTITY-012',
    name: 'LeaveRequest',
    schema: leaveRequestSchema,
    fields: leaveRequestFields,
    example: leaveRequest,
    dateField: 'departureDate',
    textField: 'destination',
  },
  {
    id: 'R-ENTITY-013',
    name: 'TravelPlan',
    schema: travelPlanSchema,
    fields: [
      ...leaveRequestFields,
      'hasNotifiedOnSiteLeadership',
      'hasNotNotifiedOnSiteLeadershipReason',
      'purposeOfTravel',
      'destinationId',
    ],
    example: travelPlan,
    dateField: 'returnDate',
    textField: 'purposeOfTravel',
  },
  {
    id: 'R-ENTITY-014',
    name: 'Review',
    schema: reviewSchema,
    fields: [
      'id',
      'version',
      'date',
      'status',
      'type',
      'reviewer_ids',
      'reviewer_options',
      'assignment_id',
      // "the form options and submissions of an external form service"
      'form_options',
      'form_submissions',
      'is_shared_with_mobilising_organisation',
      'documents',
      'user_can',
      'actions_and_recommendations',
    ],
    example: {
      id: 5,
      version: 1,
      date: '2026-12-01',
      status: 'SUBMITTED',
      type: 'ANNUAL',
      reviewer_ids: [7],
      reviewer_options: [person],
      assignment_id: 11,
      form_options: [{ id: 1, name: 'Annual review', url: 'https://forms.example.org/annual' }],
      form_submissions: [submission],
      is_shared_with_mobilising_organisation: false,
      documents: [],
      user_can: ['sign_off'],
      actions_and_recommendations: 'Keep going.',
    },
    dateField: 'date',
    textField: 'actions_and_recommendations',
  },
  {
    id: 'R-ENTITY-015',
    name: 'EducationPlan',
    schema: educationPlanSchema,
    fields: [
      'id',
      'status',
      'personProfileId',
      'familyName',
      'academicYear',
      'schoolingChoice',
      'schoolName',
      'attachments',
      'requiresAnnualTestingInformation',
      'annualTestingInformationRequiredFrom',
      'testingInformation',
      'latestTestingInformationDateOfTest',
      'lastReviewedOn',
      'lastApprovedOn',
      'expiresOn',
      'updatedAt',
      'updatedBy',
    ],
    example: educationPlan,
    dateField: 'expiresOn',
    textField: 'schoolName',
  },
  {
    id: 'R-ENTITY-016',
    name: 'Application',
    schema: applicationSchema,
    fields: [
      'id',
      'public_id',
      'title',
      'status',
      'term_type',
      'about',
      'workflow',
      'invited_applicant_ids',
      'organisation_id',
      'applicant_ids',
      'positions',
      'appointments',
      'user_can',
    ],
    example: {
      id: 9,
      public_id: 'AP-0009',
      title: 'Nurse in Nairobi',
      status: 'IN_PROGRESS',
      term_type: 'SHORT_TERM',
      about: null,
      workflow: { stages: [{ id: 1, name: 'Interview', position: 0, status: 'IN_PROGRESS' }] },
      invited_applicant_ids: [7],
      organisation_id: 3,
      applicant_ids: [7],
      positions: [{ id: 4, name: 'Candidate director', removed: false, assignments: [{ user_ids: [1] }] }],
      appointments: [
        {
          application_id: 9,
          appointee_id: 7,
          term_type: 'SHORT_TERM',
          appointment_date: '2026-03-01',
          appointed_by: 1,
        },
      ],
      user_can: ['update', 'appoint'],
    },
    dateField: 'appointments.0.appointment_date',
    textField: 'title',
  },
  {
    id: 'R-ENTITY-017',
    name: 'Position',
    schema: positionSchema,
    fields: ['id', 'name', 'applicable_to', 'organisation_id', 'removed'],
    example: {
      id: 4,
      name: 'Team leader',
      applicable_to: ['TEAM', 'UNIT'],
      organisation_id: 3,
      removed: false,
    },
    textField: 'name',
  },
  {
    id: 'R-ENTITY-018',
    name: 'Team',
    schema: teamSchema,
    fields: [
      'id',
      'name',
      'unit_id',
      'code',
      'description',
      'organisation_id',
      'is_open_for_enquiries',
      'open_requisitions',
      'attachments',
      'private_notes',
      'is_archived',
      'can_be_archived',
      'can_be_unpublished',
      'type',
      'vision_strategy_paper_id',
      'status',
      'person_profile_ids',
    ],
    example: {
      id: 4,
      name: 'Health',
      unit_id: 2,
      code: 'HLT',
      description: null,
      organisation_id: 3,
      is_open_for_enquiries: true,
      open_requisitions: [requisition],
      attachments: [],
      private_notes: null,
      is_archived: false,
      can_be_archived: true,
      can_be_unpublished: false,
      type: 'Medical',
      vision_strategy_paper_id: null,
      status: 'PUBLISHED',
      person_profile_ids: [7],
    },
    textField: 'code',
  },
  {
    id: 'R-ENTITY-019',
    name: 'Unit',
    schema: unitSchema,
    fields: [
      'id',
      'name',
      'description',
      'code',
      'organisation_id',
      'vision_strategy_paper_id',
      'is_open_for_enquiries',
      'private_notes',
      'open_requisitions_count',
      'teams',
      'can_be_archived',
      'is_archived',
      'attachments',
    ],
    example: {
      id: 2,
      name: 'East',
      description: null,
      code: 'EAST',
      organisation_id: 3,
      vision_strategy_paper_id: 1,
      is_open_for_enquiries: false,
      private_notes: null,
      open_requisitions_count: 1,
      teams: [{ id: 4, name: 'Health', code: 'HLT', status: 'PUBLISHED', is_archived: false }],
      can_be_archived: false,
      is_archived: false,
      attachments: [],
    },
    textField: 'name',
  },
  {
    id: 'R-ENTITY-020',
    name: 'Asset',
    schema: assetSchema,
    fields: [
      'id',
      'filename',
      'title',
      'file_size',
      'content_type',
      'created_at',
      'updated_at',
      'uploaded_by',
      // the uploader's person profile, resolved by the server (R-FILE-005): ours, not a spec field
      'uploaded_by_profile',
    ],
    example: {
      id: 31,
      filename: 'passport.pdf',
      title: 'Passport',
      file_size: 20480,
      content_type: 'application/pdf',
      created_at: stamp,
      updated_at: stamp,
      uploaded_by: 70,
      uploaded_by_profile: { id: 12, firstName: 'Ana', lastName: 'Silva', knownAs: null, avatarId: null },
    },
    textField: 'title',
  },
  {
    id: 'R-ENTITY-021',
    name: 'a form-service submission',
    schema: formServiceSubmissionSchema,
    fields: [
      'id',
      'task_id',
      'task_instance_id',
      'name',
      'created_at',
      'edit_link',
      'view_link',
      'documents',
      'payload',
    ],
    example: submission,
    textField: 'name',
  },
  {
    id: 'R-ENTITY-022',
    name: 'a security group',
    schema: securityGroupSchema,
    fields: ['id', 'label'],
    example: { id: 1, label: 'Senior leadership' },
    textField: 'label',
  },
  {
    id: 'R-ENTITY-023',
    name: 'a requisition search result',
    schema: requisitionSearchResultSchema,
    fields: ['public_id', 'title', 'region_id', 'availability'],
    example: requisition,
    textField: 'title',
  },
  {
    id: 'R-ENTITY-025',
    name: 'an organisation',
    schema: organisationSchema,
    fields: ['id', 'name'],
    example: organisation,
    textField: 'name',
  },
];

/** `value` with the field at `path` (dotted, numeric parts index arrays) replaced. */
function withField(value: unknown, path: string, replacement: unknown): unknown {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] =
      rest.length > 0 ? withField(copy[Number(head)], rest.join('.'), replacement) : replacement;
    return copy;
  }
  const record = value as Record<string, unknown>;
  return {
    ...record,
    [head]: rest.length > 0 ? withField(record[head], rest.join('.'), replacement) : replacement,
  };
}

function rejectedPaths(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe.each(entities.map((entity) => [`${entity.id} ${entity.name}`, entity] as const))(
  '%s',
  (_title, { schema, fields, example, dateField, textField }) => {
    it('has exactly the fields of the spec', () => {
      expect(Object.keys(schema.shape).sort()).toEqual([...fields].sort());
    });

    it('parses a valid example unchanged', () => {
      expect(schema.parse(example)).toEqual(example);
    });

    it('refuses an oversized text, naming the field', () => {
      expect(rejectedPaths(schema, withField(example, textField, 'x'.repeat(10_001)))).toEqual([textField]);
    });

    if (dateField) {
      it('refuses a date without dashes, naming the field', () => {
        expect(rejectedPaths(schema, withField(example, dateField, '20260105'))).toEqual([dateField]);
      });
    }
  },
);

describe('the parts of entities', () => {
  it('R-ENTITY-001 the current address has line_one, line_two, line_three, town, county, state_or_province, postcode and country_name', () => {
    expect(Object.keys(currentAddressSchema.shape)).toEqual([
      'line_one',
      'line_two',
      'line_three',
      'town',
      'county',
      'state_or_province',
      'postcode',
      'country_name',
    ]);
  });

  it('R-ENTITY-001 an active assignment location has country_name, geolocation_name, team_name and unit_name', () => {
    expect(Object.keys(activeAssignmentLocationSchema.shape)).toEqual([
      'country_name',
      'geolocation_name',
      'team_name',
      'unit_name',
    ]);
  });

  it('R-ENTITY-009 an address value has addressLineOne, addressLineTwo, city, country and postCode, and a known type', () => {
    expect(Object.keys(addressSchema.shape.value.shape)).toEqual([
      'addressLineOne',
      'addressLineTwo',
      'city',
      'country',
      'postCode',
    ]);
    expect(rejectedPaths(addressSchema, { id: 2, type: 'HOME', value: addressValue })).toEqual(['type']);
  });

  it('R-ENTITY-011 an itinerary item has type, responsible_for, start and end date and status; the offer and logistics plan their fields', () => {
    const { itinerary_items, offer_for_assignment, outbound_logistics_plan, associated_with } =
      assignmentSchema.shape;
    expect(Object.keys(itinerary_items.element.shape)).toEqual([
      // Ours: the item's id, so one item is edited or removed.
      'id',
      'type',
      'responsible_for',
      'start_date',
      'end_date',
      'status',
    ]);
    expect(Object.keys(offer_for_assignment.unwrap().shape)).toEqual(['notes', 'accepted_on', 'status']);
    expect(Object.keys(outbound_logistics_plan.unwrap().shape)).toEqual([
      // Ours: the plan's id, which its files are attached to.
      'id',
      'version',
      'notes',
      'attachments',
      'submitted_by',
      'status',
    ]);
    expect(Object.keys(associated_with.unwrap().shape)).toEqual(['type', 'id', 'title']);
  });

  it('R-ENTITY-012 a leave type carries a sub type exactly when it is EXTRAORDINARY', () => {
    expect(
      rejectedPaths(leaveRequestSchema, { ...leaveRequest, types: [{ type: 'HOME', sub_type: 'MARRIAGE' }] }),
    ).toEqual(['types.0.sub_type']);
    expect(
      rejectedPaths(leaveRequestSchema, {
        ...leaveRequest,
        types: [{ type: 'EXTRAORDINARY', sub_type: null }],
      }),
    ).toEqual(['types.0.sub_type']);
  });

  it('R-ENTITY-013 a travel type carries a country, or an organisation for travel to another organisation', () => {
    const types = (type: object) => ({ ...travelPlan, types: [type] });
    expect(
      rejectedPaths(
        travelPlanSchema,
        types({ type: 'TRAVEL_TO_ANOTHER_ORGANISATION', country: 'KE', organisation_id: null }),
      ),
    ).toEqual(['types.0']);
    expect(
      rejectedPaths(
        travelPlanSchema,
        types({ type: 'TRAVEL_WITHIN_COUNTRY_OF_SERVICE', country: null, organisation_id: null }),
      ),
    ).toEqual(['types.0']);
  });

  it('R-ENTITY-016 an appointment has application_id, appointee_id, term_type, appointment_date and appointed_by', () => {
    expect(Object.keys(applicationSchema.shape.appointments.element.shape)).toEqual([
      'application_id',
      'appointee_id',
      'term_type',
      'appointment_date',
      'appointed_by',
    ]);
  });

  it('a family has id, name, user_can and members; a membership its seven fields; the pop-up person its nine', () => {
    expect(Object.keys(familySchema.shape)).toEqual(['id', 'name', 'user_can', 'members']);
    expect(Object.keys(membershipSchema.shape)).toEqual([
      'id',
      'entry_id',
      'member',
      'type',
      'contribution',
      'starts_from',
      'end_date',
    ]);
    expect(Object.keys(personPopUpSchema.shape)).toEqual([
      'id',
      'name',
      'email',
      'avatarId',
      'isAdmin',
      'invitedOn',
      'familyId',
      'positions',
      'appointments',
    ]);
    expect(Object.keys(personPopUpSchema.shape.positions.element.shape)).toEqual(['name', 'removed']);
    expect(Object.keys(visionStrategyPaperSchema.shape)).toEqual([
      'id',
      'public_id',
      'searchable_text',
      'last_updated',
    ]);
  });
});
