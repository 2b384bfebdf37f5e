import type { CapabilityMap, CurrentUser } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { firstStop, sessionOf } from './session-fixture.ts';

const users: { who: string; user: Partial<CurrentUser> }[] = [
  { who: 'a member', user: {} },
  {
    who: 'senior leadership of organisation 3 (every capability there)',
    user: { user_can: capabilitiesFor([3]) },
  },
  {
    who: 'a member holding manage_geographical_locations for organisation 3',
    user: { user_can: { manage_geographical_locations: [3] } },
  },
  { who: 'office staff of organisation 3', user: { is_office_staff_for: [3] } },
  {
    who: 'office staff of organisation 3 with manage_teams there',
    user: { is_office_staff_for: [3], user_can: { manage_teams: [3] } },
  },
  {
    who: 'office staff of organisation 3 with manage_units there',
    user: { is_office_staff_for: [3], user_can: { manage_units: [3] } },
  },
  {
    who: 'office staff of organisation 3 with manage_geographical_locations for organisation 4',
    user: { is_office_staff_for: [3], user_can: { manage_geographical_locations: [4] } },
  },
  {
    who: 'office staff of organisation 4',
    user: { is_office_staff_for: [4], user_can: capabilitiesFor([4]) },
  },
  { who: 'an admin', user: { is_admin: true, user_can: capabilitiesFor('*') } },
];

function capabilitiesFor(scope: number[] | '*'): CapabilityMap {
  return { manage_teams: scope, manage_units: scope, manage_geographical_locations: scope };
}

type User = Partial<CurrentUser>;

/** A capability held for at least one organisation. */
const holds = (user: User, name: keyof CapabilityMap) => {
  const scope = user.user_can?.[name];
  return scope === '*' || (scope?.length ?? 0) > 0;
};
/**
 * Spec 01 §2.6 in words. Opportunities are office staff's, of any organisation (an admin counts as
 * such); teams and units also open to whoever may create them (senior leadership holds the capabilities).
 */
const readsTeams = (user: User) =>
  user.is_admin === true ||
  (user.is_office_staff_for ?? []).length > 0 ||
  holds(user, 'manage_teams') ||
  holds(user, 'manage_units');
/** The organisation area: office staff of the organisation in the URL. */
const staffOf3 = (user: User) => user.is_admin === true || (user.is_office_staff_for ?? []).includes(3);

const routes: { url: string; opens: (user: User) => boolean }[] = [
  { url: '/teams', opens: readsTeams },
  { url: '/teams/7', opens: readsTeams },
  { url: '/teams/create', opens: (user) => holds(user, 'manage_teams') },
  { url: '/teams/7/edit', opens: (user) => holds(user, 'manage_teams') },
  { url: '/units', opens: readsTeams },
  { url: '/units/5', opens: readsTeams },
  { url: '/units/create', opens: (user) => holds(user, 'manage_units') },
  { url: '/units/5/edit', opens: (user) => holds(user, 'manage_units') },
  { url: '/geolocations', opens: (user) => holds(user, 'manage_geographical_locations') },
  { url: '/geolocations/create', opens: (user) => holds(user, 'manage_geographical_locations') },
  { url: '/geolocations/9', opens: (user) => holds(user, 'manage_geographical_locations') },
  { url: '/geolocations/9/edit', opens: (user) => holds(user, 'manage_geographical_locations') },
  { url: '/orgs/3/teams', opens: staffOf3 },
  { url: '/orgs/3/units', opens: staffOf3 },
];

describe('teams, units and geolocations routes for each kind of user (spec 01 §2.6)', () => {
  it.each(users)('R-GUARD-022 R-ROLE-007 R-ROLE-008 $who', ({ user }) => {
    const session = sessionOf({ user });
    const outcomes = routes.map(({ url }) => [url, firstStop(url, session)]);
    const expected = routes.map(({ url, opens }) => [url, opens(user) ? url : '/']);
    expect(Object.fromEntries(outcomes)).toEqual(Object.fromEntries(expected));
  });

  it('lets some user into each page and keeps some user out of each', () => {
    for (const { url, opens } of routes) {
      expect(
        users.some(({ user }) => opens(user)),
        url,
      ).toBe(true);
      expect(
        users.some(({ user }) => !opens(user)),
        url,
      ).toBe(true);
    }
  });
});
