import type { LoaderFunction } from 'react-router-dom';
import {
  educationGate,
  leaveConfirmEndedGate,
  leaveGate,
  reviewsGate,
  travelConfirmEndedGate,
  travelGate,
} from '../guards/feature-gates.ts';
import type { Guard } from '../guards/guard.ts';
import {
  applicationsGate,
  geolocationsGate,
  manageTeamsGate,
  manageUnitsGate,
  officeStaffForOrganisationGate,
  officeStaffGate,
  positionsSettingsGate,
  systemAdminGate,
  teamsAndUnitsGate,
  workflowTemplatesSettingsGate,
} from '../guards/organisation-gates.ts';
import {
  editMyProfileRedirect,
  homeRedirect,
  myAimDashboardGate,
  myFamilyRedirect,
  myProfileRedirect,
  organisationRedirect,
} from '../guards/redirects.ts';
import { type RouteName, routePaths } from './route-names.ts';

/** One row of the spec's route table: a named path, its guards and its page. */
export interface RouteEntry {
  name: RouteName;
  path: string;
  /** Public pages need no session ("Public paths at start-up"). */
  isPublic: boolean;
  /** Checked in order for a signed-in user; the first redirect wins. */
  guards: readonly Guard[];
  /** A task or task-instance child renders inside this route's page and keeps the scroll. */
  taskChildOf?: RouteName;
  /** The server answers this path (a CSV file, sign-out); the app only links to it. */
  servedByServer?: boolean;
  /** Path parameters that must match for the URL to be this route rather than a sibling of the same shape. */
  paramPatterns?: Readonly<Record<string, RegExp>>;
  /** Its guards always send the reader on (Home, MyFamily): it never renders, so it loads no page. */
  redirectsOnly?: boolean;
  /** Runs before the page; throws `redirect(...)` to send the user elsewhere. */
  loader?: () => Promise<LoaderFunction>;
  /** The page, loaded as its own chunk; routes whose screens are not built yet have none. */
  page?: () => Promise<{ Page: React.ComponentType }>;
  /** The translation (`namespace:key`) naming the page in the document title and the navigation announcement. */
  titleKey: PageTitleKey;
}

/** A translation key with its namespace, as `t` takes it. */
export type PageTitleKey = `${string}:${string}`;

/**
 * What each route's page is called: `pageTitle.<route name>` in the shell's texts, so that the names of
 * the pages travel with the other texts of the language in use rather than in the first page's script,
 * and a route without a title fails the translations test. A page reached at two addresses has the same
 * title under both (route-titles.test.ts lists them).
 */
const pageTitleKey = (name: RouteName): PageTitleKey => `shell:pageTitle.${name}`;

/** Names the page of an error that replaced the route's own (an error boundary). */
export const errorPageTitleKey: PageTitleKey = 'shell:pageTitle.error';

type RouteOptions = Partial<Omit<RouteEntry, 'name' | 'path' | 'titleKey'>>;

const route = (name: RouteName, options: RouteOptions = {}): RouteEntry => ({
  name,
  path: routePaths[name],
  titleKey: pageTitleKey(name),
  isPublic: false,
  guards: [],
  ...options,
});

const publicRoute = (name: RouteName, options: RouteOptions = {}) =>
  route(name, { isPublic: true, ...options });
const guarded = (name: RouteName, ...guards: Guard[]) => route(name, { guards });
const redirectRoute = (name: RouteName, guard: Guard) =>
  route(name, { guards: [guard], redirectsOnly: true });
const inOrganisation = (name: RouteName, ...guards: Guard[]) =>
  route(name, { guards: [officeStaffForOrganisationGate, ...guards] });
const taskChild = (name: RouteName, parent: RouteName, options: RouteOptions = {}) =>
  route(name, { taskChildOf: parent, ...options });

/** A numeric public id tells ApplicationsShow and AssignmentsShow apart from their full-id variants. */
const numericPublicId = { public_id: /^\d+$/ };

export const routeTable: readonly RouteEntry[] = [
  redirectRoute('Home', homeRedirect),
  route('MyAimDashboard', {
    guards: [myAimDashboardGate],
    page: () => import('../pages/my-aim/dashboard/MyAimDashboardPage.tsx'),
  }),
  publicRoute('CxEntry', {
    loader: () => import('../pages/cx-entry/cxEntryLoader.ts').then((m) => m.cxEntryLoader),
  }),
  publicRoute('Login', { page: () => import('../pages/auth/LoginPage.tsx') }),
  publicRoute('LoginFailed', { page: () => import('../pages/auth/LoginFailedPage.tsx') }),
  publicRoute('Register', { page: () => import('../pages/auth/RegisterPage.tsx') }),
  publicRoute('RegisterExpired', { page: () => import('../pages/auth/RegisterExpiredPage.tsx') }),
  publicRoute('ForgotPassword', { page: () => import('../pages/auth/ForgotPasswordPage.tsx') }),
  publicRoute('ForgotPasswordFailed', { page: () => import('../pages/auth/ForgotPasswordFailedPage.tsx') }),
  publicRoute('ResetPassword', { page: () => import('../pages/auth/ResetPasswordPage.tsx') }),
  publicRoute('ResetPasswordExpired', { page: () => import('../pages/auth/ResetPasswordExpiredPage.tsx') }),
  publicRoute('Logout', { servedByServer: true }),

  guarded('EditMyProfile', editMyProfileRedirect),
  guarded('MyProfile', myProfileRedirect),
  redirectRoute('MyFamily', myFamilyRedirect),

  route('ApplicationsShow', {
    paramPatterns: numericPublicId,
    page: () => import('../pages/applications/ApplicationsShowPage.tsx'),
  }),
  taskChild('ApplicationsShowTaskInstance', 'ApplicationsShow', {
    paramPatterns: numericPublicId,
    page: () => import('../pages/workflows/TaskInstancePage.tsx'),
  }),
  route('ApplicationsShowById', { page: () => import('../pages/applications/ApplicationsShowByIdPage.tsx') }),
  taskChild('ApplicationsShowByIdTaskInstance', 'ApplicationsShowById', {
    page: () => import('../pages/workflows/TaskInstancePage.tsx'),
  }),
  route('AssignmentsShow', {
    paramPatterns: numericPublicId,
    page: () => import('../pages/assignments/AssignmentsShowPage.tsx'),
  }),
  taskChild('AssignmentsShowTaskInstance', 'AssignmentsShow', {
    paramPatterns: numericPublicId,
    page: () => import('../pages/workflows/TaskInstancePage.tsx'),
  }),
  route('AssignmentsShowById', { page: () => import('../pages/assignments/AssignmentsShowByIdPage.tsx') }),
  taskChild('AssignmentsShowByIdTaskInstance', 'AssignmentsShowById', {
    page: () => import('../pages/workflows/TaskInstancePage.tsx'),
  }),
  route('LegacyAssignmentsShow', { page: () => import('../pages/assignments/AssignmentsShowByIdPage.tsx') }),

  route('PersonProfilesCreate', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/people/person-profiles/PersonProfilesCreatePage.tsx'),
  }),
  route('PersonProfilesSecurityGroupOnboarding', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/people/person-profiles/PersonProfilesSecurityGroupOnboardingPage.tsx'),
  }),
  route('PersonProfilesShow', {
    page: () => import('../pages/people/person-profiles/PersonProfilePage.tsx'),
  }),
  route('PersonProfilesCreated', {
    page: () => import('../pages/people/person-profiles/PersonProfilesCreatedPage.tsx'),
  }),
  route('PersonProfilesEdit', {
    page: () => import('../pages/people/person-profiles/PersonProfileEditPage.tsx'),
  }),
  route('PersonProfilesReassignResponsibilities', {
    page: () => import('../pages/people/person-profiles/PersonProfilesReassignResponsibilitiesPage.tsx'),
  }),
  route('PersonProfilesReviews', {
    guards: [reviewsGate],
    page: () => import('../pages/reviews/PersonProfilesReviewsPage.tsx'),
  }),
  route('PersonProfileExploringAssignments', {
    page: () => import('../pages/people/person-profiles/PersonProfileExploringAssignmentsPage.tsx'),
  }),
  route('PersonProfilesAssignmentHistory', {
    page: () => import('../pages/people/person-profiles/PersonProfilesAssignmentHistoryPage.tsx'),
  }),
  route('PersonProfileLeaveRequests', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/PersonProfileLeaveRequestsPage.tsx'),
  }),
  route('PersonProfileLeaveRequestsCreate', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/PersonProfileLeaveRequestsCreatePage.tsx'),
  }),
  route('PersonProfileLeaveOrTravelCreate', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/PersonProfileLeaveOrTravelCreatePage.tsx'),
  }),
  route('PersonProfileTravelPlans', {
    guards: [travelGate],
    page: () => import('../pages/leave-and-travel/PersonProfileTravelPlansPage.tsx'),
  }),
  route('PersonProfileTravelPlansCreate', {
    guards: [travelGate],
    page: () => import('../pages/leave-and-travel/PersonProfileTravelPlansCreatePage.tsx'),
  }),
  route('PersonProfileEducationPlansCreate', {
    guards: [educationGate],
    page: () => import('../pages/education-plans/PersonProfileEducationPlansCreatePage.tsx'),
  }),

  route('FamiliesCreate', { page: () => import('../pages/people/families/FamiliesCreatePage.tsx') }),
  route('FamiliesCreated', { page: () => import('../pages/people/families/FamiliesCreatedPage.tsx') }),
  route('FamiliesEdit', { page: () => import('../pages/people/families/FamiliesEditPage.tsx') }),
  route('FamiliesShow', { page: () => import('../pages/people/families/FamiliesShowPage.tsx') }),

  route('SystemSettings', {
    guards: [systemAdminGate],
    page: () => import('../pages/system-settings/SystemSettingsPage.tsx'),
  }),

  route('Requisitions', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/RequisitionsPage.tsx'),
  }),
  route('RequisitionsCreate', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/RequisitionsCreatePage.tsx'),
  }),
  route('RequisitionsEdit', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/RequisitionsEditPage.tsx'),
  }),
  route('RequisitionsShow', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/RequisitionsShowPage.tsx'),
  }),
  route('VisionStrategyPapers', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/VisionStrategyPapersPage.tsx'),
  }),
  route('VisionStrategyPapersCreate', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/VisionStrategyPapersCreatePage.tsx'),
  }),
  route('VisionStrategyPapersEdit', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/VisionStrategyPapersEditPage.tsx'),
  }),
  route('VisionStrategyPapersShow', {
    guards: [officeStaffGate],
    page: () => import('../pages/opportunities/VisionStrategyPapersShowPage.tsx'),
  }),
  route('Geolocations', {
    guards: [geolocationsGate],
    page: () => import('../pages/teams-and-units/GeolocationsPage.tsx'),
  }),
  route('GeolocationsCreate', {
    guards: [geolocationsGate],
    page: () => import('../pages/teams-and-units/GeolocationsCreatePage.tsx'),
  }),
  route('GeolocationsEdit', {
    guards: [geolocationsGate],
    page: () => import('../pages/teams-and-units/GeolocationsEditPage.tsx'),
  }),
  route('GeolocationsShow', {
    guards: [geolocationsGate],
    page: () => import('../pages/teams-and-units/GeolocationsShowPage.tsx'),
  }),
  route('WorkflowTemplatesShow', {
    guards: [officeStaffGate],
    page: () => import('../pages/workflow-templates/WorkflowTemplatesShowPage.tsx'),
  }),
  taskChild('WorkflowTemplatesShowTask', 'WorkflowTemplatesShow', {
    guards: [officeStaffGate],
    page: () => import('../pages/workflow-templates/WorkflowTaskPage.tsx'),
  }),
  route('SuggestedWorkflowTemplatesShow', {
    guards: [officeStaffGate],
    page: () => import('../pages/workflow-templates/SuggestedWorkflowTemplatesShowPage.tsx'),
  }),
  taskChild('SuggestedWorkflowTemplatesShowTask', 'SuggestedWorkflowTemplatesShow', {
    guards: [officeStaffGate],
    page: () => import('../pages/workflow-templates/WorkflowTaskPage.tsx'),
  }),
  route('ReviewsShow', {
    guards: [reviewsGate],
    page: () => import('../pages/reviews/ReviewsShowPage.tsx'),
  }),
  // Teams and units are office staff's, as the other opportunities; creating and editing them needs
  // manage_teams or manage_units somewhere (and the record's own user_can, which the page reads).
  // Creating and editing a team or unit needs manage_teams or manage_units somewhere, and the record's
  // own user_can, which the page reads.
  route('Teams', {
    guards: [teamsAndUnitsGate],
    page: () => import('../pages/teams-and-units/TeamsPage.tsx'),
  }),
  route('TeamsCreate', {
    guards: [manageTeamsGate],
    page: () => import('../pages/teams-and-units/TeamsCreatePage.tsx'),
  }),
  route('TeamsEdit', {
    guards: [manageTeamsGate],
    page: () => import('../pages/teams-and-units/TeamsEditPage.tsx'),
  }),
  route('TeamsShow', {
    guards: [teamsAndUnitsGate],
    page: () => import('../pages/teams-and-units/TeamsShowPage.tsx'),
  }),
  route('Units', {
    guards: [teamsAndUnitsGate],
    page: () => import('../pages/teams-and-units/UnitsPage.tsx'),
  }),
  route('UnitsCreate', {
    guards: [manageUnitsGate],
    page: () => import('../pages/teams-and-units/UnitsCreatePage.tsx'),
  }),
  route('UnitsEdit', {
    guards: [manageUnitsGate],
    page: () => import('../pages/teams-and-units/UnitsEditPage.tsx'),
  }),
  route('UnitsShow', {
    guards: [teamsAndUnitsGate],
    page: () => import('../pages/teams-and-units/UnitsShowPage.tsx'),
  }),
  route('LegacyLeaveRequestsShow', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/LegacyLeaveRequestsShowPage.tsx'),
  }),
  route('LeaveRequestsShow', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/LeaveRequestsShowPage.tsx'),
  }),
  route('LeaveRequestsCreated', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/LeaveRequestsCreatedPage.tsx'),
  }),
  route('LeaveRequestsEdit', {
    guards: [leaveGate],
    page: () => import('../pages/leave-and-travel/LeaveRequestsEditPage.tsx'),
  }),
  route('LeaveRequestsConfirmEnded', {
    guards: [leaveConfirmEndedGate],
    page: () => import('../pages/leave-and-travel/LeaveRequestsConfirmEndedPage.tsx'),
  }),
  route('TravelPlansShow', {
    guards: [travelGate],
    page: () => import('../pages/leave-and-travel/TravelPlansShowPage.tsx'),
  }),
  route('TravelPlansCreated', {
    guards: [travelGate],
    page: () => import('../pages/leave-and-travel/TravelPlansCreatedPage.tsx'),
  }),
  route('TravelPlansEdit', {
    guards: [travelGate],
    page: () => import('../pages/leave-and-travel/TravelPlansEditPage.tsx'),
  }),
  route('TravelPlansConfirmEnded', {
    guards: [travelConfirmEndedGate],
    page: () => import('../pages/leave-and-travel/TravelPlansConfirmEndedPage.tsx'),
  }),
  route('EducationDashboard', {
    guards: [educationGate],
    page: () => import('../pages/education-plans/EducationDashboardPage.tsx'),
  }),
  route('EducationPlansIndex', {
    guards: [educationGate],
    page: () => import('../pages/education-plans/EducationPlansIndexPage.tsx'),
  }),
  route('EducationPlansShow', {
    guards: [educationGate],
    page: () => import('../pages/education-plans/EducationPlansShowPage.tsx'),
  }),
  route('EducationPlansEdit', {
    guards: [educationGate],
    page: () => import('../pages/education-plans/EducationPlansEditPage.tsx'),
  }),

  inOrganisation('Org', organisationRedirect),
  route('OrgDashboard', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgDashboardPage.tsx'),
  }),
  route('OrgTasks', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgTasksPage.tsx'),
  }),
  route('OrgApplications', {
    guards: [officeStaffForOrganisationGate, applicationsGate],
    page: () => import('../pages/organisation/OrgApplicationsPage.tsx'),
  }),
  route('OrgApplicationsCreate', {
    guards: [officeStaffForOrganisationGate, applicationsGate],
    page: () => import('../pages/organisation/OrgApplicationsCreatePage.tsx'),
  }),
  route('OrgSettings', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgSettingsPage.tsx'),
  }),
  // International-office consultants reach every organisation's positions, staff or not.
  route('OrgPositions', {
    guards: [positionsSettingsGate],
    page: () => import('../pages/organisation/OrgPositionsPage.tsx'),
  }),
  route('OrgPersonProfiles', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgPersonProfilesPage.tsx'),
  }),
  route('OrgWorkflowTemplates', {
    guards: [officeStaffForOrganisationGate, workflowTemplatesSettingsGate],
    page: () => import('../pages/organisation/OrgWorkflowTemplatesPage.tsx'),
  }),
  route('OrgVisionStrategyPapers', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/opportunities/OrgVisionStrategyPapersPage.tsx'),
  }),
  route('OrgRequisitions', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/opportunities/OrgRequisitionsPage.tsx'),
  }),
  route('OrgMembersDirectory', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgMembersDirectoryPage.tsx'),
  }),
  route('ReceivingOrgPotentialAssignments', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/ReceivingOrgPotentialAssignmentsPage.tsx'),
  }),
  route('OrgArrivingSoon', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgArrivingSoonPage.tsx'),
  }),
  route('OrgOutbound', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/organisation/OrgOutboundPage.tsx'),
  }),
  route('OrgTeams', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/teams-and-units/OrgTeamsPage.tsx'),
  }),
  route('OrgUnits', {
    guards: [officeStaffForOrganisationGate],
    page: () => import('../pages/teams-and-units/OrgUnitsPage.tsx'),
  }),
  route('OrgLeaveRequests', {
    guards: [officeStaffForOrganisationGate, leaveGate],
    page: () => import('../pages/leave-and-travel/OrgLeaveRequestsPage.tsx'),
  }),
  route('OrgTravelPlans', {
    guards: [officeStaffForOrganisationGate, travelGate],
    page: () => import('../pages/leave-and-travel/OrgTravelPlansPage.tsx'),
  }),
  route('OrgLeaveAndTravel', {
    guards: [officeStaffForOrganisationGate, leaveGate],
    page: () => import('../pages/leave-and-travel/OrgLeaveAndTravelPage.tsx'),
  }),
  route('OrgReviews', {
    guards: [officeStaffForOrganisationGate, reviewsGate],
    page: () => import('../pages/reviews/OrgReviewsPage.tsx'),
  }),

  route('DownloadAboReport', { servedByServer: true }),
  route('DownloadRhafReport', { servedByServer: true }),
  route('DownloadEligibleVotersReport', { servedByServer: true }),

  publicRoute('NotFound', { page: () => import('../pages/not-found/NotFoundRoute.tsx') }),
];

const entries = new Map(routeTable.map((entry) => [entry.name, entry]));

/** The table row of a route name. */
export const routeEntry = (name: RouteName): RouteEntry => {
  const entry = entries.get(name);
  if (entry === undefined) throw new Error(`The route table has no ${name}`);
  return entry;
};
