import { describe, expect, it } from 'vitest';
import { defaultAnswer, dueDateModifierRule, isReadOnlyField } from './special-fields.ts';

describe('special fields', () => {
  it.each([
    ['OFA_ACCEPTANCE', 'before', { key: 'validation.due_date_after' }],
    ['OFA_ACCEPTANCE', 'after', null],
    ['ASSIGNMENT_START', 'before', null],
    [null, 'before', null],
  ])(
    'R-FIELD-040 dueDateModifier relative to %s pointing %s fails with %j',
    (relativeTo, direction, expected) => {
      const modifier = { days: 14, direction };
      expect(
        dueDateModifierRule.evaluate(modifier, (field) =>
          field === 'dueDateRelativeTo' ? relativeTo : null,
        ),
      ).toEqual(expected);
    },
  );

  it('R-FIELD-039 an organisation field defaults to the active organisation when unanswered', () => {
    expect(defaultAnswer('organisationId', 12)).toBe(12);
    expect(defaultAnswer('organisationId', undefined)).toBeNull();
    expect(defaultAnswer('city', 12)).toBeNull();
  });

  it.each([
    ['a non-admin office-staff user of exactly one organisation', false, [1], true],
    ['a non-admin office-staff user of two organisations', false, [1, 2], false],
    ['an admin office-staff user of one organisation', true, [1], false],
  ])('R-ORG-011 organisationId is read-only for %s: %s', (_who, isAdmin, staffOf, readOnly) => {
    expect(isReadOnlyField('organisationId', { isAdmin, isOfficeStaffForOrganisations: staffOf })).toBe(
      readOnly,
    );
  });

  it.each([
    ['a non-admin who is not office staff', false, [], true],
    ['a non-admin office-staff user', false, [1], false],
    ['an admin', true, [], false],
  ])('R-ORG-012 mobilisedByOrganisationIds is read-only for %s: %s', (_who, isAdmin, staffOf, readOnly) => {
    expect(
      isReadOnlyField('mobilisedByOrganisationIds', { isAdmin, isOfficeStaffForOrganisations: staffOf }),
    ).toBe(readOnly);
    expect(isReadOnlyField('city', { isAdmin, isOfficeStaffForOrganisations: staffOf })).toBe(false);
  });
});
