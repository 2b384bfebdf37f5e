import { describe, expect, it } from 'vitest';
import { firstStop, sessionOf } from './session-fixture.ts';

const staffOf = (...organisations: number[]) => ({ is_office_staff_for: organisations });

const organisationAreaUrls = [
  '/orgs/3/dashboard',
  '/orgs/3/tasks',
  '/orgs/3/settings',
  '/orgs/3/vision-strategy-papers',
  '/orgs/3/requisitions',
  '/orgs/3/members-directory',
  '/orgs/3/potential-assignments',
  '/orgs/3/arriving-soon',
  '/orgs/3/outbound',
  '/orgs/3/teams',
  '/orgs/3/units',
  '/orgs/3/person-profiles/create',
  '/orgs/3/person-profiles/8/security-group-onboarding',
];

describe('organisation gates (spec 01 §2.6)', () => {
  it.each(organisationAreaUrls)(
    'R-GUARD-013 R-ROLE-002 %s is open to office staff of organisation 3 only',
    (url) => {
      expect(firstStop(url, sessionOf({ user: staffOf(3) }))).toBe(url);
      expect(firstStop(url, sessionOf({ user: staffOf(4) }))).toBe('/');
      expect(firstStop(url, sessionOf())).toBe('/');
    },
  );

  it('R-GUARD-013 a malformed organisation id is no organisation', () => {
    for (const url of ['/orgs/abc/dashboard', '/orgs/0/dashboard', '/orgs/-3/dashboard']) {
      expect(firstStop(url, sessionOf({ user: staffOf(3) }))).toBe('/');
    }
  });

  it.each([
    {
      requirement: 'R-GUARD-014',
      urls: ['/requisitions', '/requisitions/create', '/requisitions/9/edit', '/requisitions/12'],
    },
    {
      requirement: 'R-GUARD-015',
      urls: [
        '/vision-strategy-papers',
        '/vision-strategy-papers/create',
        '/vision-strategy-papers/9/edit',
        '/vision-strategy-papers/12',
      ],
    },
    { requirement: 'R-GUARD-016', urls: ['/workflow-templates/2', '/workflow-templates/2/tasks/7'] },
    {
      requirement: 'R-GUARD-017',
      urls: ['/suggested-workflow-templates/2', '/suggested-workflow-templates/2/suggested-tasks/7'],
    },
  ])('$requirement these routes need office staff status: $urls', ({ urls }) => {
    for (const url of urls) {
      expect(firstStop(url, sessionOf({ user: staffOf(4) }))).toBe(url);
      expect(firstStop(url, sessionOf({ user: { is_admin: true } }))).toBe(url);
      expect(firstStop(url, sessionOf({ user: { is_education_consultant_for: [4] } }))).toBe('/');
      expect(firstStop(url, sessionOf())).toBe('/');
    }
  });

  it('R-GUARD-018 the organisation people settings need office staff status for that organisation', () => {
    expect(firstStop('/orgs/3/settings/people', sessionOf({ user: staffOf(3) }))).toBe(
      '/orgs/3/settings/people',
    );
    expect(firstStop('/orgs/3/settings/people', sessionOf({ user: staffOf(4) }))).toBe('/');
  });

  it.each([
    { who: 'manage_positions for organisation 3', user_can: { manage_positions: [3] }, opens: true },
    { who: "manage_positions for '*'", user_can: { manage_positions: '*' as const }, opens: true },
    { who: 'manage_positions for organisation 4 only', user_can: { manage_positions: [4] }, opens: false },
    { who: 'no capability', user_can: {}, opens: false },
  ])('R-GUARD-019 the positions settings of organisation 3 with $who: open $opens', ({ user_can, opens }) => {
    const url = '/orgs/3/settings/positions';
    expect(firstStop(url, sessionOf({ user: { ...staffOf(3), user_can } }))).toBe(opens ? url : '/');
  });

  it('R-GUARD-020 an international-office education consultant opens any organisation positions settings, staff or not', () => {
    const consultant = sessionOf({
      user: { is_education_consultant_for: [9] },
      session: { isInternationalOfficeConsultant: true },
    });
    expect(firstStop('/orgs/3/settings/positions', consultant)).toBe('/orgs/3/settings/positions');
    const ordinaryConsultant = sessionOf({ user: { is_education_consultant_for: [9] } });
    expect(firstStop('/orgs/3/settings/positions', ordinaryConsultant)).toBe('/');
  });

  it.each([
    { user_can: { manage_workflow_templates: [3] }, opens: true },
    { user_can: { manage_workflow_templates: '*' as const }, opens: true },
    { user_can: { manage_workflow_templates: [4] }, opens: false },
    { user_can: {}, opens: false },
  ])(
    'R-GUARD-021 the workflow-templates settings of organisation 3 need manage_workflow_templates for it ($user_can)',
    ({ user_can, opens }) => {
      const url = '/orgs/3/settings/workflow-templates';
      expect(firstStop(url, sessionOf({ user: { ...staffOf(3), user_can } }))).toBe(opens ? url : '/');
    },
  );

  it.each([
    { user_can: { manage_geographical_locations: [4] }, opens: true },
    { user_can: { manage_geographical_locations: '*' as const }, opens: true },
    { user_can: { manage_geographical_locations: [] }, opens: false },
    { user_can: { manage_positions: [4] }, opens: false },
  ])(
    'R-GUARD-022 geolocations need manage_geographical_locations for some organisation ($user_can)',
    ({ user_can, opens }) => {
      for (const url of [
        '/geolocations',
        '/geolocations/create',
        '/geolocations/2/edit',
        '/geolocations/2',
      ]) {
        expect(firstStop(url, sessionOf({ user: { user_can } }))).toBe(opens ? url : '/');
      }
    },
  );

  it('R-GUARD-023 system settings are for system admins only', () => {
    expect(firstStop('/system-settings', sessionOf({ user: { is_admin: true } }))).toBe('/system-settings');
    expect(firstStop('/system-settings', sessionOf({ user: staffOf(3) }))).toBe('/');
    expect(firstStop('/system-settings', sessionOf())).toBe('/');
  });
});

describe('applications of an organisation (spec 01 §2.6, §5)', () => {
  it.each([
    { list: null, opens: true },
    { list: [3, 5], opens: true },
    { list: [5], opens: false },
    { list: [], opens: false },
  ])(
    'R-GUARD-009 R-VALID-005 R-VALID-006 with restriction list $list, the applications of organisation 3 open: $opens',
    ({ list, opens }) => {
      const session = sessionOf({ user: staffOf(3), metadata: { application_restriction_list: list } });
      for (const url of ['/orgs/3/applications', '/orgs/3/applications/create']) {
        expect(firstStop(url, session)).toBe(opens ? url : '/');
      }
    },
  );
});
