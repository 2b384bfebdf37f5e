import {
  type AssignmentSummary,
  type CurrentAddress,
  type FullPersonProfile,
  type PersonProfile,
  type PersonProfileAction,
  type PersonProfileListItem,
  personProfileDerivedValues,
  personStatusFlags,
} from '@mobilise/contract';
import type { Language } from '../../i18n/languages.ts';
import { countryNameIn } from '../reference-data/lists/countries.ts';
import type { AddressJson, AssignmentJson, FullProfileRow, ProfileGroups, ProfileRow } from './repository.ts';

const blankToNull = (text: string | null) => (text ? text : null);

function currentAddressOf(
  address: AddressJson | null | undefined,
  language: Language,
): CurrentAddress | null {
  if (!address) {
    return null;
  }
  return {
    line_one: blankToNull(address.address_line_one),
    line_two: address.address_line_two,
    line_three: address.address_line_three,
    town: blankToNull(address.city),
    county: address.county,
    state_or_province: address.state_or_province,
    postcode: blankToNull(address.post_code),
    country_name: countryNameIn(language, address.country),
  };
}

export function assignmentSummaryOf(assignment: AssignmentJson): AssignmentSummary {
  const confirmed = assignment.confirmed_start_date !== null || assignment.confirmed_end_date !== null;
  return {
    id: assignment.id,
    public_id: String(assignment.public_id),
    status: assignment.status,
    is_abandoned: assignment.is_abandoned,
    received_by: assignment.received_by,
    proposed_dates: { start_date: assignment.proposed_start_date, end_date: assignment.proposed_end_date },
    confirmed_dates: confirmed
      ? { start_date: assignment.confirmed_start_date, end_date: assignment.confirmed_end_date }
      : null,
  };
}

const isActive = (assignment: AssignmentJson) => assignment.status === 'ACTIVE' && !assignment.is_abandoned;

function locationOf(assignment: AssignmentJson, language: Language) {
  return {
    country_name: countryNameIn(language, assignment.country),
    geolocation_name: assignment.geolocation_name,
    team_name: assignment.team_name,
    unit_name: assignment.unit_name,
  };
}

/** The PersonProfile fields every list item and the full profile carry. */
function baseProfileOf(row: ProfileRow): PersonProfileListItem {
  return {
    id: row.id,
    userId: row.user_id,
    userCreatedAt: row.user_created_at?.toISOString() ?? null,
    firstName: row.first_name,
    lastName: row.last_name,
    middleNames: row.middle_names,
    avatarId: row.avatar_id,
    salutation: row.salutation,
    knownAs: row.known_as,
    formerLastName: row.former_last_name,
    suffix: row.suffix,
    familyId: row.family_id,
    familyName: row.family_name,
    withFamily: row.with_family,
    educationPlans: row.education_plans as PersonProfile['educationPlans'],
    requiresEducationPlan: row.requires_education_plan,
    mobilisedByOrganisationIds: row.mobilised_by,
    aimPositionalEmail: row.aim_positional_email,
    aimPersonalEmail: row.aim_personal_email,
    aimAlternativeEmail: row.aim_alternative_email,
    dateOfBirth: row.date_of_birth,
    specialNeeds: row.special_needs,
    willTravelOnAssignment: row.will_travel_on_assignment,
    phoneNumber: row.phone_number,
    addresses: row.addresses.map((address) => ({
      id: address.id,
      type: address.type,
      value: {
        addressLineOne: address.address_line_one,
        addressLineTwo: address.address_line_two ?? '',
        city: address.city,
        country: address.country,
        postCode: address.post_code,
      },
    })),
    currentAddressId: row.current_address_id,
  };
}

function statusOf(row: ProfileRow) {
  return {
    ...(Object.fromEntries(personStatusFlags.map((flag) => [flag, row[flag]])) as Pick<
      PersonProfile,
      (typeof personStatusFlags)[number]
    >),
    memberStatus: row.member_status,
  };
}

/**
 * A list item: the groups not asked for are left out (see personProfileListItemSchema); countries are
 * named in `language`.
 */
export function listItemOf(
  row: ProfileRow,
  groups: ProfileGroups,
  language: Language,
): PersonProfileListItem {
  const item = baseProfileOf(row);
  if (groups.status) {
    Object.assign(item, statusOf(row));
  }
  if (groups.assignments) {
    const assignments = row.assignments ?? [];
    item.assignments = assignments.map(assignmentSummaryOf);
    item.activeAssignmentLocations = assignments
      .filter(isActive)
      .map((assignment) => locationOf(assignment, language));
  }
  if (groups.currentAddress) {
    item.currentAddress = currentAddressOf(row.current_address, language);
  }
  return item;
}

/**
 * The full profile of `GET api/person-profiles/{id}`, its derived values computed for `today` and its
 * countries named in `language`.
 */
export function fullProfileOf(
  row: FullProfileRow,
  userCan: PersonProfileAction[],
  today: string,
  language: Language,
): FullPersonProfile {
  const active = row.assignments.filter(isActive);
  const current = active[0];
  return {
    ...baseProfileOf(row),
    ...statusOf(row),
    currentAddress: currentAddressOf(row.current_address, language),
    assignments: row.assignments.map(assignmentSummaryOf),
    activeAssignmentLocations: active.map((assignment) => locationOf(assignment, language)),
    userCan,
    language: row.language,
    sex: row.sex,
    inactiveSince: row.inactive_since,
    retiredOn: row.retired_on,
    deceasedOn: row.deceased_on,
    maritalStatus: row.marital_status,
    spouseName: row.spouse_name,
    dateOfMarriage: row.date_of_marriage,
    nationalities: row.nationalities,
    permanentResidency: row.permanent_residency,
    hasFamilyMembersOnPlannedAssignments: row.has_family_members_on_planned_assignments,
    hasFamilyMembersOnActiveAssignments: row.has_family_members_on_active_assignments,
    currentAssignmentDetails: current
      ? { ...assignmentSummaryOf(current), ...locationOf(current, language) }
      : null,
    positions: row.positions,
    appointments: row.appointments,
    isAdmin: row.is_admin ?? false,
    invitedOn: row.invited_on?.toISOString() ?? null,
    attachments: row.attachments,
    isEmployee: row.is_employee,
    ...personProfileDerivedValues(
      {
        firstName: row.first_name,
        lastName: row.last_name,
        knownAs: row.known_as,
        dateOfBirth: row.date_of_birth,
      },
      today,
    ),
    version: row.version,
  };
}
