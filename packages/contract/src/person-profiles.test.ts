import { describe, expect, it } from 'vitest';
import { ageOn, personProfileDerivedValues } from './person-profile-derived.ts';
import { personProfileListItemSchema } from './person-profiles.ts';
import { personStatusFlags } from './person-status-flags.ts';

const ada = { firstName: 'ada', lastName: 'Lovelace', knownAs: null, dateOfBirth: '2006-11-27' };

describe('the derived values of a person profile', () => {
  const on = (dateOfBirth: string, today: string) =>
    personProfileDerivedValues({ ...ada, dateOfBirth }, today);

  it('R-ENTITY-004 counts age in whole years from dateOfBirth, a birthday counting from its day', () => {
    expect(ageOn('2006-11-27', '2026-11-26')).toBe(19);
    expect(ageOn('2006-11-27', '2026-11-27')).toBe(20);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(on('2006-11-27', '2026-11-26').age).toBe(19);
  });

  it('R-ENTITY-005 is under 20 up to the day before the twentieth birthday', () => {
    expect(on('2006-11-27', '2026-11-26').isUnder20).toBe(true);
    expect(on('2006-11-27', '2026-11-27').isUnder20).toBe(false);
  });

  it('R-ENTITY-006 is under 26 up to the day before the twenty-sixth birthday', () => {
    expect(on('2000-11-27', '2026-11-26')).toMatchObject({ age: 25, isUnder26: true, isUnder20: false });
    expect(on('2000-11-27', '2026-11-27')).toMatchObject({ age: 26, isUnder26: false });
  });

  it('R-ENTITY-007 is a child at 19 or younger, not at 20', () => {
    expect(on('2006-11-27', '2026-11-26')).toMatchObject({ age: 19, isChild: true });
    expect(on('2020-01-01', '2026-11-26').isChild).toBe(true);
    expect(on('2006-11-27', '2026-11-27')).toMatchObject({ age: 20, isChild: false });
  });

  it('R-ENTITY-008 prefers knownAs as the short name, and firstName when knownAs is blank', () => {
    expect(personProfileDerivedValues({ ...ada, knownAs: 'Countess' }, '2026-11-26').preferredShortName).toBe(
      'Countess',
    );
    expect(personProfileDerivedValues(ada, '2026-11-26').preferredShortName).toBe('ada');
    expect(personProfileDerivedValues({ ...ada, knownAs: '  ' }, '2026-11-26').preferredShortName).toBe(
      'ada',
    );
  });

  it('derives the initials of the first and last names, upper-cased', () => {
    expect(personProfileDerivedValues(ada, '2026-11-26').initials).toBe('AL');
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
