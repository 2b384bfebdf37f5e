import { describe, expect, it } from 'vitest';
import { type SessionOverrides, sessionOf } from '../guards/session-fixture.ts';
import { educationSidebar } from './education-sidebar.ts';
import { type MyAimSidebarContext, myAimSidebar } from './my-aim-sidebar.ts';
import type { NavEntry } from './nav-entry.ts';
import { organisationSidebar } from './organisation-sidebar.ts';

const ids = (entries: NavEntry[]) => entries.map(({ id }) => id);
const find = (entries: NavEntry[], id: string) => entries.find((entry) => entry.id === id);
const childIds = (entries: NavEntry[], id: string) => ids(find(entries, id)?.children ?? []);

type Assignment = MyAimSidebarContext['assignments'][number];
const assignment = (public_id: string, status: Assignment['status'], is_abandoned = false): Assignment => ({
  public_id,
  status,
  is_abandoned,
  title: `Assignment ${public_id}`,
});

const myAim = (overrides: SessionOverrides = {}, data: Partial<Omit<MyAimSidebarContext, 'session'>> = {}) =>
  myAimSidebar({ session: sessionOf(overrides), applications: [], assignments: [], ...data });

describe('the My AIM sidebar (spec 01 §2.2)', () => {
  it('R-SIDEBAR-001 R-SIDEBAR-003 has Dashboard and Your profile', () => {
    const entries = myAim();
    expect(ids(entries)).toEqual(['dashboard', 'profile']);
    expect(find(entries, 'dashboard')?.to).toEqual({ name: 'MyAimDashboard' });
    expect(find(entries, 'profile')?.to).toEqual({ name: 'MyProfile' });
  });

  it("marks Your profile as the way to the user's own profile page, where /my-profile lands, and to none without a profile", () => {
    expect(find(myAim({ user: { person_profile_id: 42 } }), 'profile')?.landsOn).toEqual({
      name: 'PersonProfilesShow',
      params: { id: 42 },
    });
    expect(find(myAim({ user: { person_profile_id: null } }), 'profile')?.landsOn).toBeUndefined();
  });

  it('R-SIDEBAR-002 has one entry per application, after the dashboard, labelled with its title', () => {
    const entries = myAim(
      {},
      {
        applications: [
          { public_id: '101', title: 'Nurse, Kijabe' },
          { public_id: '102', title: 'Teacher, Rift Valley' },
        ],
      },
    );
    expect(ids(entries)).toEqual(['dashboard', 'application-101', 'application-102', 'profile']);
    expect(find(entries, 'application-102')).toMatchObject({
      label: { key: 'nav.myAim.application', values: { title: 'Teacher, Rift Valley' } },
      to: { name: 'ApplicationsShow', params: { public_id: '102' } },
    });
  });

  it('R-SIDEBAR-004 shows Your family only when the family exists', () => {
    expect(ids(myAim())).not.toContain('family');
    expect(find(myAim({ user: { family_id: 6 } }), 'family')?.to).toEqual({
      name: 'FamiliesShow',
      params: { id: 6 },
    });
  });

  it('R-SIDEBAR-005 presents Your assignment as one link for one assignment, a sub-menu for several', () => {
    const one = myAim({}, { assignments: [assignment('201', 'ACTIVE')] });
    expect(find(one, 'assignment')).toMatchObject({
      to: { name: 'AssignmentsShow', params: { public_id: '201' } },
    });
    expect(find(one, 'assignment')?.children).toBeUndefined();

    const several = myAim({}, { assignments: [assignment('201', 'ACTIVE'), assignment('202', 'PLANNED')] });
    expect(find(several, 'assignments')?.to).toBeUndefined();
    expect(childIds(several, 'assignments')).toEqual(['assignment-201', 'assignment-202']);
    expect(ids(myAim())).not.toContain('assignment');
  });

  it.each([
    { leave: true, status: 'ACTIVE' as const, shown: true },
    { leave: false, status: 'ACTIVE' as const, shown: false },
    { leave: true, status: 'INACTIVE' as const, shown: false },
    { leave: true, status: null, shown: false },
  ])(
    'R-SIDEBAR-006 Leave & Travel with leave $leave and member status $status: shown $shown',
    ({ leave, status, shown }) => {
      const entries = myAim({ user: { member_status: status }, flags: { leave_requests: leave } });
      expect(ids(entries).includes('leaveAndTravel')).toBe(shown);
    },
  );

  it.each([
    { reviews: true, assignments: [assignment('1', 'ACTIVE')], shown: true },
    { reviews: true, assignments: [assignment('1', 'ENDED')], shown: true },
    { reviews: true, assignments: [assignment('1', 'ACTIVE', true)], shown: false },
    { reviews: true, assignments: [assignment('1', 'PLANNED'), assignment('2', 'POTENTIAL')], shown: false },
    { reviews: false, assignments: [assignment('1', 'ACTIVE')], shown: false },
  ])(
    'R-SIDEBAR-007 Reviews with reviews $reviews and assignments $assignments.0.status: shown $shown',
    ({ reviews, assignments, shown }) => {
      expect(ids(myAim({ flags: { reviews } }, { assignments })).includes('reviews')).toBe(shown);
    },
  );
});

const staffOf3 = { is_office_staff_for: [3] };
const allFlags = { leave_requests: true, travel_plans: true, education_plans: true, reviews: true };
const organisation = (overrides: SessionOverrides = {}) =>
  organisationSidebar(sessionOf({ user: staffOf3, session: { activeOrganisationId: 3 }, ...overrides }));

describe('the Organisation sidebar (spec 01 §2.2)', () => {
  it('R-SIDEBAR-008 R-SIDEBAR-011 R-SIDEBAR-014 R-SIDEBAR-015 has Dashboard, Outbound, Directory and Settings of the active organisation', () => {
    const entries = organisation();
    expect(ids(entries)).toEqual(expect.arrayContaining(['dashboard', 'outbound', 'directory', 'settings']));
    expect(find(entries, 'dashboard')?.to).toEqual({ name: 'OrgDashboard', params: { org_id: 3 } });
    expect(find(entries, 'directory')?.to).toEqual({ name: 'OrgMembersDirectory', params: { org_id: 3 } });
  });

  it.each([
    { list: null, shown: true },
    { list: [3], shown: true },
    { list: [4], shown: false },
  ])('R-SIDEBAR-009 Applications with restriction list $list: shown $shown', ({ list, shown }) => {
    expect(
      ids(organisation({ metadata: { application_restriction_list: list } })).includes('applications'),
    ).toBe(shown);
  });

  it('R-SIDEBAR-010 Inbound holds people interested in your requisitions and people arriving soon', () => {
    expect(childIds(organisation(), 'inbound')).toEqual(['potentialAssignments', 'arrivingSoon']);
  });

  it('R-SIDEBAR-012 R-ROLE-001 People Management holds every entry, all reports included, for an admin with every feature on', () => {
    const entries = organisation({
      user: { is_admin: true, user_can: { create_person_profiles: '*', download_abo_report: '*' } },
      flags: allFlags,
    });
    expect(childIds(entries, 'peopleManagement')).toEqual([
      'managePeople',
      'leaveRequests',
      'leaveAndTravel',
      'educationPlans',
      'reviews',
      'aboReport',
      'historicAboReport',
      'rhafReport',
      'eligibleVotersReport',
    ]);
    const historic = find(find(entries, 'peopleManagement')?.children ?? [], 'historicAboReport');
    expect(historic?.to).toEqual({ name: 'DownloadAboReport', params: { historical: true } });
  });

  it('R-SIDEBAR-012 a People Management entry follows its route feature flag', () => {
    const entries = organisation({
      user: { ...staffOf3, user_can: { create_person_profiles: [3] } },
      flags: { reviews: true },
    });
    expect(childIds(entries, 'peopleManagement')).toEqual(['managePeople', 'reviews']);
  });

  it.each([
    { user_can: { create_person_profiles: [3] }, shown: true },
    { user_can: { create_person_profiles: '*' as const }, shown: true },
    { user_can: { create_person_profiles: [4] }, shown: false },
  ])(
    'R-ROLE-006 Manage people needs create_person_profiles for the organisation ($user_can)',
    ({ user_can, shown }) => {
      expect(
        childIds(organisation({ user: { ...staffOf3, user_can } }), 'peopleManagement').includes(
          'managePeople',
        ),
      ).toBe(shown);
    },
  );

  it.each([
    { user_can: { download_abo_report: [3] }, shown: true },
    { user_can: { download_abo_report: [4] }, shown: false },
  ])(
    'R-ROLE-009 the ABO reports need download_abo_report for the organisation ($user_can)',
    ({ user_can, shown }) => {
      const people = childIds(organisation({ user: { ...staffOf3, user_can } }), 'peopleManagement');
      expect(people.includes('aboReport')).toBe(shown);
      expect(people.includes('historicAboReport')).toBe(shown);
    },
  );

  it('R-ROLE-010 R-ROLE-011 the RHAF and Eligible Voters reports are for admins only', () => {
    const everyCapability = {
      create_person_profiles: '*' as const,
      download_abo_report: '*' as const,
      manage_teams: '*' as const,
    };
    const staff = childIds(
      organisation({ user: { ...staffOf3, user_can: everyCapability } }),
      'peopleManagement',
    );
    expect(staff).not.toContain('rhafReport');
    expect(staff).not.toContain('eligibleVotersReport');
    const admin = childIds(organisation({ user: { is_admin: true } }), 'peopleManagement');
    expect(admin).toEqual(expect.arrayContaining(['rhafReport', 'eligibleVotersReport']));
  });

  it('R-SIDEBAR-013 Opportunities holds the global and organisation listings and the quick-create links', () => {
    const entries = organisation({
      user: { ...staffOf3, user_can: { manage_teams: [3], manage_units: [3] } },
    });
    expect(childIds(entries, 'opportunities')).toEqual([
      'requisitions',
      'visionStrategyPapers',
      'teams',
      'units',
      'orgRequisitions',
      'orgVisionStrategyPapers',
      'orgTeams',
      'orgUnits',
      'createRequisition',
      'createVisionStrategyPaper',
      'createTeam',
      'createUnit',
    ]);
  });

  it.each([
    { capability: 'manage_teams', entry: 'createTeam', requirement: 'R-ROLE-007' },
    { capability: 'manage_units', entry: 'createUnit', requirement: 'R-ROLE-008' },
  ])('$requirement the $entry quick link needs $capability for the organisation', ({ capability, entry }) => {
    const withScope = (scope: number[]) =>
      childIds(organisation({ user: { ...staffOf3, user_can: { [capability]: scope } } }), 'opportunities');
    expect(withScope([3])).toContain(entry);
    expect(withScope([4])).not.toContain(entry);
  });

  it('is empty without an active organisation', () => {
    expect(organisation({ session: { activeOrganisationId: null } })).toEqual([]);
  });

  it('R-ROLE-002 shows office staff of another organisation none of the active organisation entries', () => {
    const entries = organisation({ user: { is_office_staff_for: [4] } });
    const flatten = (list: NavEntry[]): NavEntry[] =>
      list.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
    expect(flatten(entries).filter(({ to }) => to?.params && 'org_id' in to.params)).toEqual([]);
  });
});

describe('the Education sidebar (spec 01 §2.2)', () => {
  it('R-SIDEBAR-016 R-SIDEBAR-017 has Dashboard and Education Plans', () => {
    expect(educationSidebar().map(({ id, to }) => [id, to?.name])).toEqual([
      ['dashboard', 'EducationDashboard'],
      ['educationPlans', 'EducationPlansIndex'],
    ]);
  });
});

describe('sidebar sections (spec 01 §2.2)', () => {
  it('R-SIDEBAR-018 the entries with a sub-menu are opportunities, inbound, assignments and people management', () => {
    const admin = { user: { is_admin: true }, flags: allFlags, session: { activeOrganisationId: 3 } };
    const sections = [
      ...myAim(admin, { assignments: [assignment('1', 'ACTIVE'), assignment('2', 'ENDED')] }),
      ...organisationSidebar(sessionOf(admin)),
      ...educationSidebar(),
    ].filter(({ children }) => children !== undefined);
    expect(ids(sections).sort()).toEqual(['assignments', 'inbound', 'opportunities', 'peopleManagement']);
  });
});

describe('sidebar icons', () => {
  it('gives every top-level entry an icon and the entries of a sub-menu none', () => {
    const admin = {
      user: { is_admin: true, family_id: 6 },
      flags: allFlags,
      session: { activeOrganisationId: 3 },
    };
    const applications = [{ public_id: '101', title: 'Teacher' }];
    const topLevel = [
      ...myAim(admin, { applications, assignments: [assignment('1', 'ACTIVE'), assignment('2', 'ENDED')] }),
      ...myAim(admin, { assignments: [assignment('1', 'ACTIVE')] }),
      ...organisationSidebar(sessionOf(admin)),
      ...educationSidebar(),
    ];
    expect(topLevel.filter(({ icon }) => icon === undefined).map(({ id }) => id)).toEqual([]);
    const inSubMenus = topLevel.flatMap(({ children }) => children ?? []);
    expect(inSubMenus.length).toBeGreaterThan(0);
    expect(inSubMenus.filter(({ icon }) => icon !== undefined)).toEqual([]);
  });
});
