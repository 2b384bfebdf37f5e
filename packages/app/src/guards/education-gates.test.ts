import type { CurrentUser, FeatureFlags } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { visibleTopTabs } from '../navigation/top-tabs.ts';
import { firstStop, sessionOf } from './session-fixture.ts';

type GateFlags = Pick<FeatureFlags, 'education_plans' | 'mark_not_requiring_education_plan'>;

/** All four ways the two education flags can be set. */
const everyCombination: GateFlags[] = Array.from({ length: 4 }, (_, bits) => ({
  education_plans: (bits & 1) !== 0,
  mark_not_requiring_education_plan: (bits & 2) !== 0,
}));

const users: { who: string; user: Partial<CurrentUser> }[] = [
  { who: 'a member', user: {} },
  { who: 'office staff of organisation 3', user: { is_office_staff_for: [3] } },
  { who: 'an education consultant of organisation 3', user: { is_education_consultant_for: [3] } },
  { who: 'an admin', user: { is_admin: true } },
  {
    who: 'an admin who is an education consultant',
    user: { is_admin: true, is_education_consultant_for: [3] },
  },
];

const routes = [
  '/education-plans-dashboard',
  '/education-plans',
  '/education-plans?status=SUBMITTED',
  '/education-plans/4',
  '/education-plans/4/edit',
  '/person-profiles/11/education-plans/create',
];

/**
 * Spec 01 §2.6 in words: the education pages open while education plans are on, and to an admin even
 * while they are off; the mark-not-requiring flag opens or closes no page (it only offers the marking on
 * the create page). Spec 01 §2.1: the Education tab needs the flag and the consultant role, admins
 * included (the admin exception is the gate's only).
 */
const educationOpen = (flags: GateFlags, user: Partial<CurrentUser>) =>
  flags.education_plans || user.is_admin === true;
const tabShown = (flags: GateFlags, user: Partial<CurrentUser>) =>
  flags.education_plans && (user.is_education_consultant_for ?? []).length > 0;

const label = (flags: GateFlags) =>
  `education_plans=${flags.education_plans ? 'on' : 'off'} mark_not_requiring_education_plan=${
    flags.mark_not_requiring_education_plan ? 'on' : 'off'
  }`;

const table = everyCombination.flatMap((flags) =>
  users.map(({ who, user }) => ({ who, user, flags, flagsLabel: label(flags) })),
);

describe('education routes and the Education tab under every flag combination (spec 01 §2.1, §2.6)', () => {
  it.each(table)('R-GUARD-003 R-GUARD-008 R-SHELL-004 $who with $flagsLabel', ({ user, flags }) => {
    const session = sessionOf({ user, flags });
    const outcomes = routes.map((url) => [url, firstStop(url, session)]);
    const expected = routes.map((url) => [url, educationOpen(flags, user) ? url : '/']);
    expect(Object.fromEntries(outcomes)).toEqual(Object.fromEntries(expected));
    const tabs = visibleTopTabs({ session, hasApplications: false, hasAssignments: false });
    expect(tabs.some(({ id }) => id === 'education')).toBe(tabShown(flags, user));
  });

  it('covers all four flag combinations for each kind of user', () => {
    expect(new Set(everyCombination.map(label)).size).toBe(4);
    expect(table).toHaveLength(20);
  });

  it('the Education tab leads to the education dashboard', () => {
    const session = sessionOf({
      user: { is_education_consultant_for: [3] },
      flags: { education_plans: true },
    });
    const tab = visibleTopTabs({ session, hasApplications: false, hasAssignments: false }).find(
      ({ id }) => id === 'education',
    );
    expect(tab?.to).toMatchObject({ name: 'EducationDashboard' });
  });
});
