import { describe, expect, it } from 'vitest';
import { firstStop, sessionOf } from './session-fixture.ts';

describe('Home (spec 01 §2.3)', () => {
  it('R-ROUTE-007 goes to MyAimDashboard while onboarding runs, even for office staff of the active organisation', () => {
    const session = sessionOf({
      user: { is_office_staff_for: [3] },
      session: { activeOrganisationId: 3, onboardingRunning: true },
    });
    expect(firstStop('/', session)).toBe('/my-aim');
  });

  it.each([
    { who: 'a member', user: {}, active: 3 },
    { who: 'office staff of another organisation', user: { is_office_staff_for: [4] }, active: 3 },
    { who: 'a user without an active organisation', user: {}, active: null },
  ])('R-ROUTE-008 goes to MyAimDashboard for $who', ({ user, active }) => {
    expect(firstStop('/', sessionOf({ user, session: { activeOrganisationId: active } }))).toBe('/my-aim');
  });

  it.each([
    { who: 'office staff of the active organisation', user: { is_office_staff_for: [4, 3] } },
    { who: 'an admin', user: { is_admin: true } },
  ])('R-ROUTE-009 goes to the dashboard of the active organisation for $who', ({ user }) => {
    expect(firstStop('/', sessionOf({ user, session: { activeOrganisationId: 3 } }))).toBe(
      '/orgs/3/dashboard',
    );
  });
});

describe('MyAimDashboard (spec 01 §2.6)', () => {
  it.each([
    { list: null, opens: true },
    { list: [4], opens: true },
    { list: [5], opens: false },
  ])(
    'R-GUARD-010 R-ROUTE-010 /my-aim opens for a person mobilised by organisation 4 when the restriction list is $list: $opens',
    ({ list, opens }) => {
      const session = sessionOf({
        user: { mobilised_by_organisations: [4] },
        metadata: { application_restriction_list: list },
      });
      expect(firstStop('/my-aim', session)).toBe(opens ? '/my-aim' : '/person-profiles/11');
    },
  );

  it('R-GUARD-010 one mobilising organisation with applications enabled is enough', () => {
    const session = sessionOf({
      user: { mobilised_by_organisations: [5, 4] },
      metadata: { application_restriction_list: [4] },
    });
    expect(firstStop('/my-aim', session)).toBe('/my-aim');
  });

  it('R-GUARD-011 office staff not mobilised by such an organisation go to Requisitions', () => {
    expect(firstStop('/my-aim', sessionOf({ user: { is_office_staff_for: [3] } }))).toBe('/requisitions');
  });

  it('R-GUARD-012 anyone else goes to their own profile', () => {
    expect(firstStop('/my-aim', sessionOf({ user: { person_profile_id: 27 } }))).toBe('/person-profiles/27');
    expect(firstStop('/my-aim', sessionOf({ user: { is_education_consultant_for: [3] } }))).toBe(
      '/person-profiles/11',
    );
  });

  it('a user with neither a staff role nor a profile keeps the dashboard rather than loop through Home', () => {
    expect(firstStop('/my-aim', sessionOf({ user: { person_profile_id: null } }))).toBe('/my-aim');
  });
});

describe('own-profile shortcuts (spec 01 §2.3)', () => {
  it('R-ROUTE-019 /edit-my-profile goes to the own profile edit page, or Home without a profile', () => {
    expect(firstStop('/edit-my-profile', sessionOf())).toBe('/person-profiles/11/edit');
    expect(firstStop('/edit-my-profile', sessionOf({ user: { person_profile_id: null } }))).toBe('/');
  });

  it('R-ROUTE-020 /my-profile shows the own profile', () => {
    expect(firstStop('/my-profile', sessionOf())).toBe('/person-profiles/11');
    expect(firstStop('/my-profile', sessionOf({ user: { person_profile_id: null } }))).toBe('/');
  });

  it('R-ROUTE-021 /my-family goes to the own family, or Home without one', () => {
    expect(firstStop('/my-family', sessionOf({ user: { family_id: 6 } }))).toBe('/families/6');
    expect(firstStop('/my-family', sessionOf())).toBe('/');
  });
});

describe('/orgs/{org_id} (spec 01 §2.3)', () => {
  const staffOf3 = { is_office_staff_for: [3] };

  it.each([null, [3]])(
    'R-ROUTE-030 goes to the dashboard when applications are enabled (list %j)',
    (list) => {
      const session = sessionOf({ user: staffOf3, metadata: { application_restriction_list: list } });
      expect(firstStop('/orgs/3', session)).toBe('/orgs/3/dashboard');
    },
  );

  it('R-ROUTE-031 goes to the requisitions when applications are not enabled for the organisation', () => {
    const session = sessionOf({ user: staffOf3, metadata: { application_restriction_list: [5] } });
    expect(firstStop('/orgs/3', session)).toBe('/orgs/3/requisitions');
  });

  it('R-GUARD-013 goes Home for someone who is not office staff of the organisation', () => {
    expect(firstStop('/orgs/4', sessionOf({ user: staffOf3 }))).toBe('/');
  });
});
