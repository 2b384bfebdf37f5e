import { describe, expect, it } from 'vitest';
import { addressTypes } from './address-types.ts';
import { applicationStatuses, termTypes } from './application-enums.ts';
import { assignmentStatuses, itineraryDateStatuses, itineraryTypes } from './assignment-values.ts';
import { assignmentActionSchema, assignmentActions } from './assignments.ts';
import { memberStatusSchema } from './current-user.ts';
import { educationPlanStatuses } from './education-plans.ts';
import {
  extraordinaryLeaveSubTypes,
  leaveRequestStatuses,
  leaveTypes,
  travelTypes,
} from './leave-and-travel-values.ts';
import { memberStatuses } from './member-statuses.ts';
import { membershipTypes } from './memberships.ts';
import { securityGroupRoleSchema, securityGroupRoles } from './reference-data.ts';
import { reviewStatuses, reviewTypes } from './review-values.ts';
import { requisitionAvailabilities, requisitionAvailabilityLabels } from './search.ts';
import { teamStatuses } from './teams-and-units.ts';

describe('the enums of spec 01 §4 and 02 §4', () => {
  it('R-ROLE-012 record-level user_can holds abandon, restore, share_with_receiving_organisation, share_with_assignee and upload_mou_document', () => {
    expect(assignmentActions).toEqual([
      'abandon',
      'restore',
      'share_with_receiving_organisation',
      'share_with_assignee',
      'upload_mou_document',
    ]);
    expect(assignmentActionSchema.safeParse('delete').success).toBe(false);
  });

  it('R-ROLE-013 the security group roles are senior-leadership, leadership and management', () => {
    expect(securityGroupRoles).toEqual(['senior-leadership', 'leadership', 'management']);
    expect(securityGroupRoleSchema.safeParse('senior_leadership').success).toBe(false);
  });

  it.each([
    ['assignment status', assignmentStatuses, ['POTENTIAL', 'PLANNED', 'ACTIVE', 'ENDED']],
    ['itinerary types', itineraryTypes, ['MAIN', 'LANGUAGE_SCHOOL', 'ABO', 'AIM_AIR_PRE_FIELD_ORIENTATION']],
    ['itinerary date status', itineraryDateStatuses, ['POTENTIAL', 'PLANNED', 'CONFIRMED']],
    ['leave request status', leaveRequestStatuses, ['AWAITING_APPROVAL', 'APPROVED', 'REJECTED']],
    [
      'leave types',
      leaveTypes,
      [
        'HOME',
        'HOME_ASSIGNMENT',
        'ADMINISTRATIVE',
        'ABSENCE',
        'STUDY',
        'HARDSHIP',
        'EXTRAORDINARY',
        'PROFESSIONAL',
        'ANNUAL',
      ],
    ],
    [
      'extraordinary leave sub types',
      extraordinaryLeaveSubTypes,
      [
        'COMPASSIONATE',
        'MARRIAGE',
        'POLITICAL_EVACUATION',
        'FAMILY_REASON',
        'SICKNESS_OR_MEDICAL',
        'MISSION_BUSINESS',
      ],
    ],
    [
      'travel types',
      travelTypes,
      [
        'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE',
        'TRAVEL_WITHIN_COUNTRY_OF_SERVICE',
        'TRAVEL_TO_ANOTHER_ORGANISATION',
      ],
    ],
    ['review status', reviewStatuses, ['NOT_SUBMITTED', 'SUBMITTED', 'SIGNED_OFF']],
    ['review types', reviewTypes, ['BEGINNING_OF_TERM', 'END_OF_TERM', 'ANNUAL']],
    [
      'education plan status',
      educationPlanStatuses,
      ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'ARCHIVED'],
    ],
    [
      'application status',
      applicationStatuses,
      ['IN_PROGRESS', 'REJECTED', 'ABANDONED', 'ON_HOLD', 'APPOINTED'],
    ],
    ['term types', termTypes, ['SHORT_TERM', 'FULL_TERM']],
    ['team status', teamStatuses, ['DRAFT', 'PUBLISHED']],
    ['requisition availability', requisitionAvailabilities, ['OPEN', 'FULFILLED', 'RETRACTED']],
    ['address types', addressTypes, ['FLD', 'HA', 'CORR', 'OTH', 'PER']],
    [
      'membership types',
      membershipTypes,
      ['SHORT_TERM', 'FULL_TERM', 'SECONDED_IN', 'MOU_PARTNER', 'AFFILIATE'],
    ],
  ])('%s are exactly the spec values', (_name, values, expected) => {
    expect(values).toEqual(expected);
  });

  it('R-STATE-028 a person’s member status is ACTIVE or INACTIVE', () => {
    expect(memberStatuses).toEqual(['ACTIVE', 'INACTIVE']);
    expect(memberStatusSchema.safeParse('RETIRED').success).toBe(false);
  });

  it('requisition availability shows as Open, Filled and Archived', () => {
    expect(requisitionAvailabilityLabels).toEqual({
      OPEN: 'Open',
      FULFILLED: 'Filled',
      RETRACTED: 'Archived',
    });
  });
});
