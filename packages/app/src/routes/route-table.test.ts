import { describe, expect, it } from 'vitest';
import { hasPage } from './has-page.ts';
import { matchRoute } from './match-route.ts';
import { type RouteName, routeNames, routePaths } from './route-names.ts';
import { type LinkableRouteName, routePath } from './routePath.ts';
import { routeEntry, routeTable } from './table.ts';

const paramsOf = (name: RouteName) => [...routePaths[name].matchAll(/:([^/]+)/g)].map(([, param]) => param);

describe('the route table (spec 01 §2.3)', () => {
  it.each([
    {
      requirement: 'R-ROUTE-001',
      routes: {
        Home: [],
        MyAimDashboard: [],
        PersonProfilesShow: ['id'],
        PersonProfilesEdit: ['id'],
        PersonProfilesAssignmentHistory: ['id'],
        PersonProfileExploringAssignments: ['id'],
        PersonProfileLeaveRequests: ['id'],
        PersonProfilesReviews: ['id'],
        FamiliesShow: ['id'],
      },
    },
    {
      requirement: 'R-ROUTE-002',
      routes: {
        ApplicationsShow: ['public_id'],
        AssignmentsShow: ['public_id'],
        RequisitionsShow: ['public_id'],
        VisionStrategyPapersShow: ['public_id'],
      },
    },
    {
      requirement: 'R-ROUTE-003',
      routes: {
        Requisitions: [],
        RequisitionsCreate: [],
        VisionStrategyPapers: [],
        VisionStrategyPapersCreate: [],
        Teams: [],
        TeamsCreate: [],
        Units: [],
        UnitsCreate: [],
      },
    },
    {
      requirement: 'R-ROUTE-004',
      routes: Object.fromEntries(
        [
          'Org',
          'OrgDashboard',
          'OrgApplications',
          'OrgOutbound',
          'OrgMembersDirectory',
          'OrgSettings',
          'OrgPositions',
          'OrgPersonProfiles',
          'OrgLeaveRequests',
          'OrgLeaveAndTravel',
          'OrgReviews',
          'OrgRequisitions',
          'OrgVisionStrategyPapers',
          'OrgTeams',
          'OrgUnits',
          'ReceivingOrgPotentialAssignments',
          'OrgArrivingSoon',
        ].map((name) => [name, ['org_id']]),
      ),
    },
    {
      requirement: 'R-ROUTE-006',
      routes: { SystemSettings: [], EducationDashboard: [], EducationPlansIndex: [], NotFound: [] },
    },
  ] satisfies { requirement: string; routes: Partial<Record<RouteName, string[]>> }[])(
    '$requirement defines these route names with these parameters',
    ({ routes }) => {
      for (const [name, params] of Object.entries(routes)) {
        expect(routeNames).toContain(name);
        expect(paramsOf(name as RouteName), name).toEqual(params);
      }
    },
  );

  it('has one row per route name, in the names order', () => {
    expect(routeTable.map(({ name }) => name)).toEqual(routeNames);
  });

  it('R-ROUTE-005 OrgMembersDirectory takes a search query parameter', () => {
    expect(routePath('OrgMembersDirectory', { org_id: 3, search: 'Ann Lee' })).toBe(
      '/orgs/3/members-directory?search=Ann%20Lee',
    );
    expect(routePath('OrgMembersDirectory', { org_id: 3 })).toBe('/orgs/3/members-directory');
  });

  it('R-ROUTE-012 marks exactly the sign-in pages, /cx-entry and NotFound public (and the server-served sign-out)', () => {
    expect(routeTable.filter(({ isPublic }) => isPublic).map(({ name }) => name)).toEqual([
      'CxEntry',
      'Login',
      'LoginFailed',
      'Register',
      'RegisterExpired',
      'ForgotPassword',
      'ForgotPasswordFailed',
      'ResetPassword',
      'ResetPasswordExpired',
      'Logout',
      'NotFound',
    ]);
  });
});

describe('which route a URL shows (spec 01 §2.3)', () => {
  it.each([
    ['R-ROUTE-010', '/my-aim', 'MyAimDashboard'],
    ['R-ROUTE-013', '/applications/123', 'ApplicationsShow'],
    ['R-ROUTE-014', '/applications/123/tasks/4/instances/5', 'ApplicationsShowTaskInstance'],
    ['R-ROUTE-015', '/applications/9b2e-77', 'ApplicationsShowById'],
    ['R-ROUTE-015', '/applications/9b2e-77/tasks/4/instances/5', 'ApplicationsShowByIdTaskInstance'],
    ['R-ROUTE-016', '/assignments/123', 'AssignmentsShow'],
    ['R-ROUTE-016', '/assignments/123/tasks/4/instances/5', 'AssignmentsShowTaskInstance'],
    ['R-ROUTE-017', '/assignments/9b2e-77', 'AssignmentsShowById'],
    ['R-ROUTE-017', '/assignments/9b2e-77/tasks/4/instances/5', 'AssignmentsShowByIdTaskInstance'],
    ['R-ROUTE-018', '/legacy-assignments/4', 'LegacyAssignmentsShow'],
    ['R-ROUTE-022', '/orgs/3/person-profiles/create', 'PersonProfilesCreate'],
    [
      'R-ROUTE-023',
      '/orgs/3/person-profiles/8/security-group-onboarding',
      'PersonProfilesSecurityGroupOnboarding',
    ],
    ['R-ROUTE-024', '/person-profiles/8', 'PersonProfilesShow'],
    ['R-ROUTE-025', '/person-profiles/8/created', 'PersonProfilesCreated'],
    ['R-ROUTE-025', '/person-profiles/8/edit', 'PersonProfilesEdit'],
    ['R-ROUTE-025', '/person-profiles/8/reassign-responsibilities', 'PersonProfilesReassignResponsibilities'],
    ['R-ROUTE-026', '/person-profiles/8/reviews', 'PersonProfilesReviews'],
    ['R-ROUTE-026', '/person-profiles/8/assignments', 'PersonProfileExploringAssignments'],
    ['R-ROUTE-026', '/person-profiles/8/assignment-history', 'PersonProfilesAssignmentHistory'],
    ['R-ROUTE-026', '/person-profiles/8/leave-requests', 'PersonProfileLeaveRequests'],
    ['R-ROUTE-026', '/person-profiles/8/travel-plans', 'PersonProfileTravelPlans'],
    ['R-ROUTE-027', '/person-profiles/8/leave-requests/create', 'PersonProfileLeaveRequestsCreate'],
    ['R-ROUTE-027', '/person-profiles/8/leave-or-travel/create', 'PersonProfileLeaveOrTravelCreate'],
    ['R-ROUTE-027', '/person-profiles/8/travel-plans/create', 'PersonProfileTravelPlansCreate'],
    ['R-ROUTE-027', '/person-profiles/8/education-plans/create', 'PersonProfileEducationPlansCreate'],
    ['R-ROUTE-028', '/families/create', 'FamiliesCreate'],
    ['R-ROUTE-028', '/families/6/created', 'FamiliesCreated'],
    ['R-ROUTE-028', '/families/6/edit', 'FamiliesEdit'],
    ['R-ROUTE-028', '/families/6', 'FamiliesShow'],
    ['R-ROUTE-029', '/system-settings', 'SystemSettings'],
    ['R-ROUTE-032', '/requisitions', 'Requisitions'],
    ['R-ROUTE-032', '/requisitions/create', 'RequisitionsCreate'],
    ['R-ROUTE-032', '/requisitions/9/edit', 'RequisitionsEdit'],
    ['R-ROUTE-032', '/requisitions/12', 'RequisitionsShow'],
    ['R-ROUTE-033', '/vision-strategy-papers', 'VisionStrategyPapers'],
    ['R-ROUTE-033', '/vision-strategy-papers/create', 'VisionStrategyPapersCreate'],
    ['R-ROUTE-033', '/vision-strategy-papers/9/edit', 'VisionStrategyPapersEdit'],
    ['R-ROUTE-033', '/vision-strategy-papers/12', 'VisionStrategyPapersShow'],
    ['R-ROUTE-034', '/geolocations', 'Geolocations'],
    ['R-ROUTE-034', '/geolocations/create', 'GeolocationsCreate'],
    ['R-ROUTE-034', '/geolocations/2/edit', 'GeolocationsEdit'],
    ['R-ROUTE-034', '/geolocations/2', 'GeolocationsShow'],
    ['R-ROUTE-035', '/workflow-templates/2', 'WorkflowTemplatesShow'],
    ['R-ROUTE-035', '/workflow-templates/2/tasks/7', 'WorkflowTemplatesShowTask'],
    ['R-ROUTE-036', '/suggested-workflow-templates/2', 'SuggestedWorkflowTemplatesShow'],
    [
      'R-ROUTE-036',
      '/suggested-workflow-templates/2/suggested-tasks/7',
      'SuggestedWorkflowTemplatesShowTask',
    ],
    ['R-ROUTE-037', '/reviews/4', 'ReviewsShow'],
    ['R-ROUTE-038', '/teams', 'Teams'],
    ['R-ROUTE-038', '/teams/create', 'TeamsCreate'],
    ['R-ROUTE-038', '/teams/5/edit', 'TeamsEdit'],
    ['R-ROUTE-038', '/teams/5', 'TeamsShow'],
    ['R-ROUTE-039', '/units', 'Units'],
    ['R-ROUTE-039', '/units/create', 'UnitsCreate'],
    ['R-ROUTE-039', '/units/5/edit', 'UnitsEdit'],
    ['R-ROUTE-039', '/units/5', 'UnitsShow'],
    ['R-ROUTE-040', '/legacy-leave-requests/5', 'LegacyLeaveRequestsShow'],
    ['R-ROUTE-041', '/leave-requests/5', 'LeaveRequestsShow'],
    ['R-ROUTE-041', '/leave-requests/5/created', 'LeaveRequestsCreated'],
    ['R-ROUTE-041', '/leave-requests/5/edit', 'LeaveRequestsEdit'],
    ['R-ROUTE-041', '/leave-requests/5/confirm-ended', 'LeaveRequestsConfirmEnded'],
    ['R-ROUTE-042', '/travel-plans/5', 'TravelPlansShow'],
    ['R-ROUTE-042', '/travel-plans/5/created', 'TravelPlansCreated'],
    ['R-ROUTE-042', '/travel-plans/5/edit', 'TravelPlansEdit'],
    ['R-ROUTE-042', '/travel-plans/5/confirm-ended', 'TravelPlansConfirmEnded'],
    ['R-ROUTE-043', '/education-plans-dashboard', 'EducationDashboard'],
    ['R-ROUTE-043', '/education-plans', 'EducationPlansIndex'],
    ['R-ROUTE-043', '/education-plans/4', 'EducationPlansShow'],
    ['R-ROUTE-043', '/education-plans/4/edit', 'EducationPlansEdit'],
    ['R-ROUTE-044', '/no/such/page', 'NotFound'],
    ['R-ROUTE-044', '/person-profiles', 'NotFound'],
    ['R-ROUTE-044', '/download-csv/rhaf-report', 'NotFound'],
    ['R-ROUTE-044', '/person-profiles/%E0%A4%A', 'NotFound'],
    ['R-ROUTE-045', '/orgs/3/applications', 'OrgApplications'],
    ['R-ROUTE-045', '/orgs/3/applications/create', 'OrgApplicationsCreate'],
    ['R-ROUTE-046', '/orgs/3/settings', 'OrgSettings'],
    ['R-ROUTE-046', '/orgs/3/settings/positions', 'OrgPositions'],
    ['R-ROUTE-046', '/orgs/3/settings/people', 'OrgPersonProfiles'],
    ['R-ROUTE-046', '/orgs/3/settings/workflow-templates', 'OrgWorkflowTemplates'],
    ['R-ROUTE-047', '/orgs/3/dashboard', 'OrgDashboard'],
    ['R-ROUTE-047', '/orgs/3/tasks', 'OrgTasks'],
    ['R-ROUTE-047', '/orgs/3/vision-strategy-papers', 'OrgVisionStrategyPapers'],
    ['R-ROUTE-047', '/orgs/3/requisitions', 'OrgRequisitions'],
    ['R-ROUTE-047', '/orgs/3/members-directory', 'OrgMembersDirectory'],
    ['R-ROUTE-047', '/orgs/3/potential-assignments', 'ReceivingOrgPotentialAssignments'],
    ['R-ROUTE-047', '/orgs/3/arriving-soon', 'OrgArrivingSoon'],
    ['R-ROUTE-047', '/orgs/3/outbound', 'OrgOutbound'],
    ['R-ROUTE-047', '/orgs/3/teams', 'OrgTeams'],
    ['R-ROUTE-047', '/orgs/3/units', 'OrgUnits'],
    ['R-ROUTE-047', '/orgs/3/leave-requests', 'OrgLeaveRequests'],
    ['R-ROUTE-047', '/orgs/3/travel-plans', 'OrgTravelPlans'],
    ['R-ROUTE-047', '/orgs/3/leave-and-travel', 'OrgLeaveAndTravel'],
    ['R-ROUTE-047', '/orgs/3/reviews', 'OrgReviews'],
  ])('%s %s shows %s', (_requirement, url, name) => {
    expect(matchRoute(url).entry.name).toBe(name);
  });

  it.each([
    ['ApplicationsShowTaskInstance', 'ApplicationsShow'],
    ['ApplicationsShowByIdTaskInstance', 'ApplicationsShowById'],
    ['AssignmentsShowTaskInstance', 'AssignmentsShow'],
    ['AssignmentsShowByIdTaskInstance', 'AssignmentsShowById'],
    ['WorkflowTemplatesShowTask', 'WorkflowTemplatesShow'],
    ['SuggestedWorkflowTemplatesShowTask', 'SuggestedWorkflowTemplatesShow'],
  ] satisfies [RouteName, RouteName][])(
    'R-ROUTE-014 R-ROUTE-035 R-ROUTE-036 %s is a child of %s',
    (child, parent) => {
      expect(routeEntry(child).taskChildOf).toBe(parent);
    },
  );

  it.each([
    'ApplicationsShowTaskInstance',
    'ApplicationsShowByIdTaskInstance',
    'AssignmentsShowTaskInstance',
    'AssignmentsShowByIdTaskInstance',
  ] satisfies RouteName[])(
    'R-ROUTE-016 R-ROUTE-017 %s opens its task in place, with the one task-instance page',
    (name) => {
      const applications = routeEntry('ApplicationsShowTaskInstance').page;
      expect(hasPage(name)).toBe(true);
      // One page for both records: the same lazy import, so an assignment's task is never "not ready".
      expect(String(routeEntry(name).page)).toBe(String(applications));
    },
  );

  it('gives the parameters of the URL, decoded', () => {
    expect(matchRoute('/applications/123/tasks/4/instances/5').params).toEqual({
      public_id: '123',
      task_id: '4',
      task_instance_id: '5',
    });
    expect(matchRoute('/teams/a%20b').params).toEqual({ id: 'a b' });
  });

  it('every URL routePath builds shows the route it was built for', () => {
    const linkable = routeTable.filter(({ name, servedByServer }) => name !== 'NotFound' && !servedByServer);
    for (const { name } of linkable) {
      const params = Object.fromEntries(
        paramsOf(name).map((param) => [param, param === 'public_id' ? 12 : 'a7']),
      );
      const build = routePath as (route: LinkableRouteName, given: object) => string;
      expect(matchRoute(build(name as LinkableRouteName, params)).entry.name).toBe(name);
    }
  });
});
