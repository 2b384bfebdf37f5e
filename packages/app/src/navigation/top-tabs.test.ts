import { describe, expect, it } from 'vitest';
import { type SessionOverrides, sessionOf } from '../guards/session-fixture.ts';
import { visibleTopTabs } from './top-tabs.ts';

const tabsOf = (overrides: SessionOverrides, has = { applications: false, assignments: false }) =>
  visibleTopTabs({
    session: sessionOf(overrides),
    hasApplications: has.applications,
    hasAssignments: has.assignments,
  }).map(({ id }) => id);

describe('the top tabs (spec 01 §2.1)', () => {
  it.each([
    { applications: false, assignments: false, shown: false },
    { applications: true, assignments: false, shown: true },
    { applications: false, assignments: true, shown: true },
    { applications: true, assignments: true, shown: true },
  ])(
    'R-SHELL-001 My AIM with applications $applications and assignments $assignments: shown $shown',
    ({ shown, ...has }) => {
      expect(tabsOf({}, has).includes('myAim')).toBe(shown);
    },
  );

  it.each([
    { who: 'an admin', user: { is_admin: true }, shown: true },
    { who: 'office staff', user: { is_office_staff_for: [3] }, shown: true },
    { who: 'an education consultant', user: { is_education_consultant_for: [3] }, shown: false },
    { who: 'a mobilised member', user: { mobilised_by_organisations: [3] }, shown: false },
  ])('R-SHELL-002 Organisation for $who: shown $shown', ({ user, shown }) => {
    expect(tabsOf({ user, session: { activeOrganisationId: 3 } }).includes('organisation')).toBe(shown);
  });

  it('R-ORG-001 the Organisation tab carries the organisation switcher and leads to the active organisation', () => {
    const [tab] = visibleTopTabs({
      session: sessionOf({ user: { is_office_staff_for: [3] }, session: { activeOrganisationId: 3 } }),
      hasApplications: false,
      hasAssignments: false,
    });
    expect(tab).toMatchObject({
      id: 'organisation',
      hasOrganisationSwitcher: true,
      to: { name: 'Org', params: { org_id: 3 } },
    });
  });

  it('R-SHELL-003 System Admin is never shown, to admins neither', () => {
    const everything = {
      user: { is_admin: true, is_office_staff_for: [3], is_education_consultant_for: [3] },
      flags: { education_plans: true },
      session: { activeOrganisationId: 3 },
    };
    expect(tabsOf(everything, { applications: true, assignments: true })).toEqual([
      'myAim',
      'organisation',
      'education',
    ]);
  });

  it.each([
    { flag: true, consultant: true, shown: true },
    { flag: false, consultant: true, shown: false },
    { flag: true, consultant: false, shown: false },
  ])(
    'R-SHELL-004 Education with the flag $flag for a consultant $consultant: shown $shown',
    ({ flag, consultant, shown }) => {
      const user = { is_education_consultant_for: consultant ? [3] : [], is_admin: !consultant };
      expect(tabsOf({ user, flags: { education_plans: flag } }).includes('education')).toBe(shown);
    },
  );

  it('R-ROLE-003 a regular member sees the personal area only', () => {
    expect(tabsOf({ flags: { education_plans: true } }, { applications: true, assignments: true })).toEqual([
      'myAim',
    ]);
  });
});
