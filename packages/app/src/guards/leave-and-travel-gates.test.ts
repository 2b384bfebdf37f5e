import type { CurrentUser, FeatureFlags } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { firstStop, sessionOf } from './session-fixture.ts';

type GateFlags = Pick<
  FeatureFlags,
  | 'leave_requests'
  | 'travel_plans'
  | 'leave_request_extensive_confirm_ended_flow'
  | 'travel_plan_extensive_confirm_ended_flow'
>;

const flagNames: (keyof GateFlags)[] = [
  'leave_requests',
  'travel_plans',
  'leave_request_extensive_confirm_ended_flow',
  'travel_plan_extensive_confirm_ended_flow',
];

/** All sixteen ways the four flags can be set, one bit of the index per flag. */
const everyCombination: GateFlags[] = Array.from({ length: 16 }, (_, bits) => ({
  leave_requests: (bits & 1) !== 0,
  travel_plans: (bits & 2) !== 0,
  leave_request_extensive_confirm_ended_flow: (bits & 4) !== 0,
  travel_plan_extensive_confirm_ended_flow: (bits & 8) !== 0,
}));

const users: { who: string; user: Partial<CurrentUser> }[] = [
  { who: 'a member', user: {} },
  { who: 'office staff of organisation 3', user: { is_office_staff_for: [3] } },
  { who: 'an admin', user: { is_admin: true } },
];

/** Spec 01 §2.6 in words: the leave gate, which an admin passes even while the leave flag is off. */
const leaveOpen = (flags: GateFlags, user: Partial<CurrentUser>) =>
  flags.leave_requests || user.is_admin === true;
/** Travel needs the leave and the travel flag; the admin exception is the leave gate's only. */
const travelOpen = (flags: GateFlags) => flags.leave_requests && flags.travel_plans;
/** The organisation's lists are office staff's of that organisation (an admin counts as such). */
const staffOf3 = (user: Partial<CurrentUser>) =>
  user.is_admin === true || (user.is_office_staff_for ?? []).includes(3);

type Expectation = (flags: GateFlags, user: Partial<CurrentUser>, url: string) => string;

const leaveRoute: Expectation = (flags, user, url) => (leaveOpen(flags, user) ? url : '/');
const travelRoute: Expectation = (flags, _user, url) => (travelOpen(flags) ? url : '/');
const inOrganisation =
  (gate: Expectation): Expectation =>
  (flags, user, url) =>
    staffOf3(user) ? gate(flags, user, url) : '/';
/**
 * Confirm-ended opens with the leave and travel flags and the record kind's extensive-flow flag; refused,
 * it goes to the show page when that page's own gate lets the user in, otherwise Home.
 */
const confirmEnded =
  (flow: keyof GateFlags, showPage: string, showGate: Expectation): Expectation =>
  (flags, user, url) => {
    if (flags.leave_requests && flags.travel_plans && flags[flow]) return url;
    return showGate(flags, user, showPage) === showPage ? showPage : '/';
  };

const routes: { url: string; expected: Expectation }[] = [
  { url: '/person-profiles/11/leave-requests', expected: leaveRoute },
  { url: '/person-profiles/11/leave-requests/create', expected: leaveRoute },
  { url: '/person-profiles/11/leave-or-travel/create', expected: leaveRoute },
  { url: '/person-profiles/11/travel-plans', expected: travelRoute },
  { url: '/person-profiles/11/travel-plans/create', expected: travelRoute },
  { url: '/leave-requests/5', expected: leaveRoute },
  { url: '/leave-requests/5/created', expected: leaveRoute },
  { url: '/leave-requests/5/edit', expected: leaveRoute },
  {
    url: '/leave-requests/5/confirm-ended',
    expected: confirmEnded('leave_request_extensive_confirm_ended_flow', '/leave-requests/5', leaveRoute),
  },
  { url: '/travel-plans/5', expected: travelRoute },
  { url: '/travel-plans/5/created', expected: travelRoute },
  { url: '/travel-plans/5/edit', expected: travelRoute },
  {
    url: '/travel-plans/5/confirm-ended',
    expected: confirmEnded('travel_plan_extensive_confirm_ended_flow', '/travel-plans/5', travelRoute),
  },
  { url: '/legacy-leave-requests/5', expected: leaveRoute },
  { url: '/orgs/3/leave-requests', expected: inOrganisation(leaveRoute) },
  { url: '/orgs/3/travel-plans', expected: inOrganisation(travelRoute) },
  { url: '/orgs/3/leave-and-travel', expected: inOrganisation(leaveRoute) },
];

const label = (flags: GateFlags) =>
  flagNames.map((name) => `${name}=${flags[name] ? 'on' : 'off'}`).join(' ');

const table = everyCombination.flatMap((flags) =>
  users.map(({ who, user }) => ({ who, user, flags, flagsLabel: label(flags) })),
);

describe('leave and travel routes under every flag combination (spec 01 §2.6)', () => {
  it.each(table)(
    'R-GUARD-001 R-GUARD-002 R-GUARD-005 R-GUARD-006 R-GUARD-007 $who with $flagsLabel',
    ({ user, flags }) => {
      const session = sessionOf({ user, flags });
      const outcomes = routes.map(({ url }) => [url, firstStop(url, session)]);
      const expected = routes.map(({ url, expected: expectation }) => [url, expectation(flags, user, url)]);
      expect(Object.fromEntries(outcomes)).toEqual(Object.fromEntries(expected));
    },
  );

  it('covers all sixteen flag combinations for each kind of user', () => {
    expect(new Set(everyCombination.map(label)).size).toBe(16);
    expect(table).toHaveLength(48);
  });
});
