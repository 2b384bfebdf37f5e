import { describe, expect, it } from 'vitest';
import { ageOn, personProfileDerivedValues } from './person-profile-derived.ts';
import { personProfileListItemSchema, personStatusFlags } from './person-profiles.ts';

const ada = { firstName: 'ada', lastName: 'Lovelace', knownAs: null, dateOfBirth: '2006-11-27' };

describe('the derived values of a person profile', () => {
  it('counts age in whole years, a birthday counting from its day', () => {
    expect(ageOn('2006-11-27', '2026-11-26')).toBe(19);
    expect(ageOn('2006-11-27', '2026-11-27')).toBe(20);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it('derives initials, the age flags and the preferred short name', () => {
    expect(personProfileDerivedValues(ada, '2026-11-26')).toEqual({
      initials: 'AL',
      age: 19,
      isUnder20: true,
      isUnder26: true,
      isChild: true,
      preferredShortName: 'ada',
    });
    expect(personProfileDerivedValues({ ...ada, knownAs: 'Countess' }, '2026-11-27')).toMatchObject({
      age: 20,
      isUnder20: false,
      isChild: false,
      preferredShortName: 'Countess',
    });
  });

  it('has no age and no age flags without a date of birth', () => {
    expect(personProfileDerivedValues({ ...ada, dateOfBirth: null }, '2026-11-26')).toMatchObject({
      age: null,
      isUnder20: false,
      isUnder26: false,
      isChild: false,
    });
  });
});

describe('a person-profile list item', () => {
  it('leaves out the status, assignment and current-address groups unless the list asked for them', () => {
    const optional = Object.entries(personProfileListItemSchema.shape)
      .filter(([, field]) => field.safeParse(undefined).success)
      .map(([name]) => name);
    expect(optional.sort()).toEqual(
      [
        ...personStatusFlags,
        'memberStatus',
        'assignments',
        'activeAssignmentLocations',
        'currentAddress',
      ].sort(),
    );
  });
});
