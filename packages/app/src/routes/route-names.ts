import { endpointRoutes } from '@mobilise/contract';

/**
 * Every route, name → path. The spec names most routes and gives most paths; where it
 * gives a path without a name (sign-in pages, sub-paths, CSV downloads) the name here is ours, built
 * like the spec's own (`<Records>Show`, `<Records>Create`, `<Records>Edit`). A task child keeps its
 * parent's path as prefix, so it renders inside the parent's page.
 */
export const routePaths = {
  Home: '/',
  MyAimDashboard: '/my-aim',
  CxEntry: '/cx-entry',
  Login: '/login',
  LoginFailed: '/login/failed',
  Register: '/register',
  RegisterExpired: '/register/expired',
  ForgotPassword: '/forgot-password',
  ForgotPasswordFailed: '/forgot-password/failed',
  ResetPassword: '/reset-password',
  ResetPasswordExpired: '/reset-password/expired',
  /**
   * Served by the server: sign-out is a plain link, never an API call; the server ends the session and
   * sends the browser to sign in. Its path is the endpoint's, so that it is written once, in the table.
   */
  Logout: endpointRoutes.logout.path,

  EditMyProfile: '/edit-my-profile',
  MyProfile: '/my-profile',
  MyFamily: '/my-family',

  ApplicationsShow: '/applications/:public_id',
  ApplicationsShowTaskInstance: '/applications/:public_id/tasks/:task_id/instances/:task_instance_id',
  ApplicationsShowById: '/applications/:id',
  ApplicationsShowByIdTaskInstance: '/applications/:id/tasks/:task_id/instances/:task_instance_id',
  AssignmentsShow: '/assignments/:public_id',
  AssignmentsShowTaskInstance: '/assignments/:public_id/tasks/:task_id/instances/:task_instance_id',
  AssignmentsShowById: '/assignments/:id',
  AssignmentsShowByIdTaskInstance: '/assignments/:id/tasks/:task_id/instances/:task_instance_id',
  LegacyAssignmentsShow: '/legacy-assignments/:id',

  PersonProfilesCreate: '/orgs/:org_id/person-profiles/create',
  PersonProfilesSecurityGroupOnboarding: '/orgs/:org_id/person-profiles/:id/security-group-onboarding',
  PersonProfilesShow: '/person-profiles/:id',
  PersonProfilesCreated: '/person-profiles/:id/created',
  PersonProfilesEdit: '/person-profiles/:id/edit',
  PersonProfilesReassignResponsibilities: '/person-profiles/:id/reassign-responsibilities',
  PersonProfilesReviews: '/person-profiles/:id/reviews',
  PersonProfileExploringAssignments: '/person-profiles/:id/assignments',
  PersonProfilesAssignmentHistory: '/person-profiles/:id/assignment-history',
  PersonProfileLeaveRequests: '/person-profiles/:id/leave-requests',
  PersonProfileLeaveRequestsCreate: '/person-profiles/:id/leave-requests/create',
  PersonProfileLeaveOrTravelCreate: '/person-profiles/:id/leave-or-travel/create',
  PersonProfileTravelPlans: '/person-profiles/:id/travel-plans',
  PersonProfileTravelPlansCreate: '/person-profiles/:id/travel-plans/create',
  PersonProfileEducationPlansCreate: '/person-profiles/:id/education-plans/create',

  FamiliesCreate: '/families/create',
  FamiliesCreated: '/families/:id/created',
  FamiliesEdit: '/families/:id/edit',
  FamiliesShow: '/families/:id',

  SystemSettings: '/system-settings',

  Requisitions: '/requisitions',
  RequisitionsCreate: '/requisitions/create',
  RequisitionsEdit: '/requisitions/:id/edit',
  RequisitionsShow: '/requisitions/:public_id',
  VisionStrategyPapers: '/vision-strategy-papers',
  VisionStrategyPapersCreate: '/vision-strategy-papers/create',
  VisionStrategyPapersEdit: '/vision-strategy-papers/:id/edit',
  VisionStrategyPapersShow: '/vision-strategy-papers/:public_id',
  Geolocations: '/geolocations',
  GeolocationsCreate: '/geolocations/create',
  GeolocationsEdit: '/geolocations/:id/edit',
  GeolocationsShow: '/geolocations/:id',
  WorkflowTemplatesShow: '/workflow-templates/:id',
  WorkflowTemplatesShowTask: '/workflow-templates/:id/tasks/:task_id',
  SuggestedWorkflowTemplatesShow: '/suggested-workflow-templates/:id',
  SuggestedWorkflowTemplatesShowTask: '/suggested-workflow-templates/:id/suggested-tasks/:task_id',
  ReviewsShow: '/reviews/:id',
  Teams: '/teams',
  TeamsCreate: '/teams/create',
  TeamsEdit: '/teams/:id/edit',
  TeamsShow: '/teams/:id',
  Units: '/units',
  UnitsCreate: '/units/create',
  UnitsEdit: '/units/:id/edit',
  UnitsShow: '/units/:id',
  LegacyLeaveRequestsShow: '/legacy-leave-requests/:id',
  LeaveRequestsShow: '/leave-requests/:id',
  LeaveRequestsCreated: '/leave-requests/:id/created',
  LeaveRequestsEdit: '/leave-requests/:id/edit',
  LeaveRequestsConfirmEnded: '/leave-requests/:id/confirm-ended',
  TravelPlansShow: '/travel-plans/:id',
  TravelPlansCreated: '/travel-plans/:id/created',
  TravelPlansEdit: '/travel-plans/:id/edit',
  TravelPlansConfirmEnded: '/travel-plans/:id/confirm-ended',
  EducationDashboard: '/education-plans-dashboard',
  EducationPlansIndex: '/education-plans',
  EducationPlansShow: '/education-plans/:id',
  EducationPlansEdit: '/education-plans/:id/edit',

  Org: '/orgs/:org_id',
  OrgDashboard: '/orgs/:org_id/dashboard',
  OrgTasks: '/orgs/:org_id/tasks',
  OrgApplications: '/orgs/:org_id/applications',
  OrgApplicationsCreate: '/orgs/:org_id/applications/create',
  OrgSettings: '/orgs/:org_id/settings',
  OrgPositions: '/orgs/:org_id/settings/positions',
  /** The spec's "org people settings": the settings child `people`, reached as "Manage people". */
  OrgPersonProfiles: '/orgs/:org_id/settings/people',
  OrgWorkflowTemplates: '/orgs/:org_id/settings/workflow-templates',
  OrgVisionStrategyPapers: '/orgs/:org_id/vision-strategy-papers',
  OrgRequisitions: '/orgs/:org_id/requisitions',
  OrgMembersDirectory: '/orgs/:org_id/members-directory',
  ReceivingOrgPotentialAssignments: '/orgs/:org_id/potential-assignments',
  OrgArrivingSoon: '/orgs/:org_id/arriving-soon',
  OrgOutbound: '/orgs/:org_id/outbound',
  OrgTeams: '/orgs/:org_id/teams',
  OrgUnits: '/orgs/:org_id/units',
  OrgLeaveRequests: '/orgs/:org_id/leave-requests',
  OrgTravelPlans: '/orgs/:org_id/travel-plans',
  OrgLeaveAndTravel: '/orgs/:org_id/leave-and-travel',
  OrgReviews: '/orgs/:org_id/reviews',

  /** Served by the server as CSV files ("CSV downloads"). */
  DownloadAboReport: '/download-csv/abo-report',
  DownloadRhafReport: '/download-csv/rhaf-report',
  DownloadEligibleVotersReport: '/download-csv/eligible-voters-report',

  NotFound: '*',
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePathOf<Name extends RouteName> = (typeof routePaths)[Name];

export const routeNames = Object.keys(routePaths) as readonly RouteName[];

/** The query parameters a route takes; a route not listed takes none. */
export const routeQueries = {
  /** Where to go once signed in (a signed-out user returns to the page they asked for). */
  Login: ['redirect'],
  OrgMembersDirectory: ['search'],
  /** The record a create page's first save made: a reload there resumes it rather than starting anew. */
  PersonProfilesCreate: ['id'],
  FamiliesCreate: ['id'],
  // Their path names the person by `id`: the record being made goes by another name.
  PersonProfileLeaveRequestsCreate: ['record'],
  PersonProfileTravelPlansCreate: ['record'],
  PersonProfileEducationPlansCreate: ['record'],
  /** The full listings the global search's "Show more" opens with the query. */
  Requisitions: ['search'],
  VisionStrategyPapers: ['search'],
  DownloadAboReport: ['historical'],
  /** The dashboard's "Leave awaiting approval" opens the list on those (the list keeps its filters in the URL). */
  OrgLeaveRequests: ['status'],
  /** The dashboard's overdue reviews open the list on those (the list keeps its filters in the URL). */
  OrgReviews: ['overdue'],
  /** The education dashboard's counts open the plans index on what they count. */
  EducationPlansIndex: ['status', 'organisation', 'expired', 'expiring'],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;
