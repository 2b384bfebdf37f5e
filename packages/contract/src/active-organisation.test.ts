import { describe, expect, it } from 'vitest';
import { type ActiveOrganisationRoles, chooseActiveOrganisation } from './active-organisation.ts';

const organisationIds = [1, 2, 3, 4];
const roles = (overrides: Partial<ActiveOrganisationRoles> = {}): ActiveOrganisationRoles => ({
  isAdmin: false,
  officeStaffFor: [],
  mobilisedBy: [],
  ...overrides,
});

const users = {
  'an admin': roles({ isAdmin: true }),
  'an admin who is office staff of 2': roles({ isAdmin: true, officeStaffFor: [2] }),
  'an admin mobilised by 4': roles({ isAdmin: true, mobilisedBy: [4] }),
  'office staff of 3': roles({ officeStaffFor: [3] }),
  'office staff of 2 and 3': roles({ officeStaffFor: [2, 3] }),
  'office staff of 3 mobilised by 4': roles({ officeStaffFor: [3], mobilisedBy: [4] }),
  'a member mobilised by 4 then 1': roles({ mobilisedBy: [4, 1] }),
  // Being an education consultant or an applicant picks no organisation; only staff or mobilising ones do.
  'an education consultant mobilised by 1': roles({ mobilisedBy: [1] }),
  'an education consultant': roles(),
  'an applicant': roles(),
  'a user in no organisation': roles(),
};

// [requirement, who, stored, active]; 99 is an organisation that does not exist.
const table: [string, keyof typeof users, number | null, number | null][] = [
  ['R-ORG-009', 'an admin', null, 1],
  ['R-ORG-009', 'an admin', 3, 3],
  ['R-ORG-009', 'an admin', 99, 1],
  ['R-ORG-009', 'an admin who is office staff of 2', null, 2],
  ['R-ORG-009', 'an admin who is office staff of 2', 4, 4],
  ['R-ORG-009', 'an admin who is office staff of 2', 99, 2],
  ['R-ORG-009', 'an admin mobilised by 4', null, 4],
  ['R-ORG-009', 'an admin mobilised by 4', 2, 2],
  ['R-ORG-006', 'office staff of 3', null, 3],
  ['R-ORG-006', 'office staff of 3', 3, 3],
  ['R-ORG-007', 'office staff of 3', 2, 3],
  ['R-ORG-006', 'office staff of 2 and 3', null, 2],
  ['R-ORG-006', 'office staff of 2 and 3', 3, 3],
  ['R-ORG-006', 'office staff of 2 and 3', 2, 2],
  ['R-ORG-007', 'office staff of 2 and 3', 4, 2],
  ['R-ORG-007', 'office staff of 2 and 3', 99, 2],
  ['R-ORG-007', 'office staff of 3 mobilised by 4', 4, 3],
  ['R-ORG-008', 'a member mobilised by 4 then 1', null, 4],
  ['R-ORG-008', 'a member mobilised by 4 then 1', 1, 4],
  ['R-ORG-008', 'a member mobilised by 4 then 1', 2, 4],
  ['R-ORG-008', 'an education consultant mobilised by 1', 2, 1],
  ['R-ORG-008', 'an education consultant', 2, null],
  ['R-ORG-008', 'an applicant', null, null],
  ['R-ORG-008', 'a user in no organisation', null, null],
  ['R-ORG-008', 'a user in no organisation', 2, null],
];

describe('the active organisation', () => {
  it.each(table)('%s %s with %s stored gets %s', (_, who, stored, active) => {
    expect(chooseActiveOrganisation(users[who], { organisationIds, stored })).toBe(active);
  });

  it('R-ORG-009 there is none for an admin when there are no organisations', () => {
    expect(chooseActiveOrganisation(users['an admin'], { organisationIds: [], stored: null })).toBeNull();
    expect(chooseActiveOrganisation(users['an admin'], { organisationIds: [], stored: 3 })).toBeNull();
  });
});
