export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The resources of the API, as the browser caches them. */
export const resourceNames = [
  'addresses',
  'applications',
  'assets',
  'assignments',
  'auth',
  'calendar-feeds',
  'current-user',
  'docs',
  'education-plans',
  'families',
  'geolocations',
  'health',
  'leave-and-travel',
  'memberships',
  'organisation-dashboard',
  'person-profiles',
  'positions',
  'reference-lists',
  'reports',
  'requisitions',
  'responsibilities',
  'reviews',
  'security-groups',
  'system-settings',
  'task-instances',
  'teams',
  'units',
  'vision-strategy-papers',
  'workflow-templates',
] as const;
export type ResourceName = (typeof resourceNames)[number];

/** What each resource is, in one line; the OpenAPI document groups the calls by resource under it. */
export const resourceDescriptions: Record<ResourceName, string> = {
  addresses: 'The addresses of people, edited through their forms',
  applications: 'Applications and their workflow stages',
  assets: 'Uploaded files attached to records: upload, replace, rename, delete and download',
  assignments: 'Assignments of people',
  auth: 'Asking for a password reset mail',
  'calendar-feeds':
    'The private calendar feeds of approved leave, travel and itinerary dates, and their secret addresses',
  'current-user': 'Signing in and out, and the signed-in user',
  docs: 'This document',
  'education-plans':
    'Education plans of children: drafted by their family, decided by education consultants, and the education dashboard',
  families: 'Families and their members, edited through their forms',
  geolocations: 'The places people serve in, with their country and coordinates',
  health: 'Whether the server and its database answer',
  'leave-and-travel': 'Leave requests and travel plans: asked for, decided, and confirmed as taken',
  memberships: 'Memberships of people',
  'organisation-dashboard': 'The counts of an organisation’s dashboard',
  'person-profiles': 'People: their profiles, forms, invitations and the CSV export',
  positions: 'The positions of an organisation that people hold on its records',
  'reference-lists': 'The lists the app offers to choose from: countries, languages, regions and the like',
  reports: 'The CSV reports of People management: ABO (current and historic), RHAF and eligible voters',
  requisitions: 'Requisitions, searched and one by one',
  responsibilities: 'The positions a person holds, and handing them on',
  reviews: 'Reviews of people in their assignments: planned, filled in, submitted, signed off and shared',
  'security-groups': 'The security groups people belong to in each organisation',
  'system-settings':
    'The feature flags, the site-wide banner and the application restriction list, which system admins set',
  'task-instances': 'The tasks of an application’s workflow, done one by one',
  teams: 'The teams of an organisation: drafted, published, archived, with their members',
  units: 'The units of an organisation and the teams under them',
  'vision-strategy-papers': 'Vision and strategy papers, searched and one by one',
  'workflow-templates': 'The workflows of an organisation, and the suggested ones it takes tasks from',
};

/**
 * Where and how a call is made, and what it reads or changes in the browser's cache: the half of an
 * endpoint the browser needs (who may call it and what it answers are in `endpointAccess` and
 * `endpointSchemas`, which the browser never loads).
 */
export interface EndpointRoute {
  method: HttpMethod;
  /** The full path, path parameters in braces: `/api/person-profiles/{id}`. */
  path: string;
  /**
   * What the call reads or writes, in the words of the browser's cache: every query of a resource is
   * kept under its name, so that a write can refresh all of them, lists and details alike.
   */
  resource: ResourceName;
  /** The resources a successful write changes, its own among them; the browser refreshes their queries. */
  invalidates?: readonly ResourceName[];
}

/** A system setting reaches every user through users/me's page metadata, the admin's own among them. */
const systemSettingInvalidates = ['system-settings', 'current-user'] as const;

/** What a change of an assignment's actions table changes: the assignment, its assignee's profile and the counts. */
const assignmentChangeInvalidates = ['assignments', 'person-profiles', 'organisation-dashboard'] as const;

/** What a new or deleted file changes: the files, and the records that list their attachments' ids. */
const attachmentHolders = [
  'assets',
  'person-profiles',
  'applications',
  'assignments',
  'task-instances',
  'reviews',
  'teams',
  'units',
  'requisitions',
  'vision-strategy-papers',
] as const;

/**
 * What a new request, an edit or a decision on leave or travel changes: the record, and the dashboard's
 * count of those awaiting a decision (an edit of an approved one returns it there).
 */
const leaveDecisionInvalidates = ['leave-and-travel', 'organisation-dashboard'] as const;

/** What a change of an education plan changes: the plans, the dashboard counting them and the child's profile listing them. */
const educationPlanInvalidates = ['education-plans', 'person-profiles'] as const;

/** What a change of a review changes: the reviews, the assignment listing them and the overdue count. */
const reviewInvalidates = ['reviews', 'assignments', 'organisation-dashboard'] as const;

/**
 * What a change of a team changes: the teams, and the units listing their teams. A team's open
 * requisitions are read from the requisitions, which it does not change.
 */
const teamInvalidates = ['teams', 'units'] as const;

/** What a change of a unit changes: the units, and the teams naming it. */
const unitInvalidates = ['units', 'teams'] as const;

/**
 * What a change of a requisition changes: the requisitions, and the teams and units listing or counting
 * their open ones.
 */
const requisitionInvalidates = ['requisitions', 'teams', 'units'] as const;

/** What a change of a paper changes: the papers, which teams and units name but do not copy. */
const paperInvalidates = ['vision-strategy-papers'] as const;

/** The reference lists the app caches for the session. */
const referenceList = (path: string) => ({ method: 'GET', path, resource: 'reference-lists' }) as const;

/**
 * Every call the server answers, by name. This table, `endpointAccess` and `endpointSchemas` are the
 * API's one truth: the server registers its routes from them, the OpenAPI document is generated from
 * them, and the app builds every request from this one, so a path is written here and nowhere else. It
 * holds no zod and no prose, so that a page can make a call without shipping either.
 */
export const endpointRoutes = {
  health: { resource: 'health', method: 'GET', path: '/api/health' },
  openApiDocument: { resource: 'docs', method: 'GET', path: '/api/docs' },
  login: { resource: 'current-user', method: 'POST', path: '/api/auth/login' },
  register: { resource: 'current-user', method: 'POST', path: '/api/auth/register' },
  forgotPassword: { resource: 'auth', method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { resource: 'current-user', method: 'POST', path: '/api/auth/reset-password' },
  logout: { resource: 'current-user', method: 'GET', path: '/logout' },
  currentUser: { resource: 'current-user', method: 'GET', path: '/api/users/me' },
  completeOnboarding: { resource: 'current-user', method: 'PUT', path: '/api/users/me/complete-onboarding' },
  enableCreativeAccess: {
    resource: 'current-user',
    method: 'PUT',
    path: '/api/person-profiles/me/enable-creative-access',
  },
  disableCreativeAccess: {
    resource: 'current-user',
    method: 'PUT',
    path: '/api/person-profiles/me/disable-creative-access',
  },
  getSystemSettings: { resource: 'system-settings', method: 'GET', path: '/api/system-settings' },
  updateFeatureFlags: {
    resource: 'system-settings',
    invalidates: systemSettingInvalidates,
    method: 'PUT',
    path: '/api/system-settings/feature-flags',
  },
  updateBanner: {
    resource: 'system-settings',
    invalidates: systemSettingInvalidates,
    method: 'PUT',
    path: '/api/system-settings/banner',
  },
  updateApplicationRestrictionList: {
    resource: 'system-settings',
    invalidates: systemSettingInvalidates,
    method: 'PUT',
    path: '/api/system-settings/application-restriction-list',
  },
  listOrganisations: referenceList('/api/organisations'),
  listCountries: referenceList('/api/countries'),
  listJobRoles: referenceList('/api/job-roles'),
  listLanguages: referenceList('/api/languages'),
  listLanguageProficiencies: referenceList('/api/language-proficiencies'),
  listLocationTypes: referenceList('/api/location-types'),
  listMinistryFocuses: referenceList('/api/ministry-focuses'),
  listMinistryTypes: referenceList('/api/ministry-types'),
  listRegions: referenceList('/api/regions'),
  listSecurityGroups: referenceList('/api/security-groups'),
  listPersonProfiles: { resource: 'person-profiles', method: 'GET', path: '/api/person-profiles' },
  exportPersonProfiles: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/export.csv',
  },
  getPersonProfile: { resource: 'person-profiles', method: 'GET', path: '/api/person-profiles/{id}' },
  getPersonProfileHistory: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/{id}/history',
  },
  updatePersonProfile: {
    resource: 'person-profiles',
    invalidates: ['person-profiles', 'families', 'organisation-dashboard'],
    method: 'PUT',
    path: '/api/person-profiles/{id}',
  },
  createPersonProfile: {
    resource: 'person-profiles',
    invalidates: ['person-profiles', 'families', 'organisation-dashboard'],
    method: 'POST',
    path: '/api/person-profiles',
  },
  invitePersonProfile: {
    resource: 'person-profiles',
    method: 'POST',
    path: '/api/person-profiles/{id}/invite',
  },
  exportPersonData: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/{id}/data.zip',
  },
  purgePersonProfile: {
    resource: 'person-profiles',
    invalidates: [
      'person-profiles',
      'families',
      'addresses',
      'assets',
      'assignments',
      'applications',
      'memberships',
      'organisation-dashboard',
    ],
    method: 'POST',
    path: '/api/person-profiles/{id}/purge',
  },
  getPersonProfileBlankForm: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/form',
  },
  getPersonProfileForm: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/{id}/form',
  },
  getPersonResponsibilities: {
    resource: 'responsibilities',
    method: 'GET',
    path: '/api/person-profiles/{id}/responsibilities',
  },
  reassignPersonResponsibilities: {
    resource: 'responsibilities',
    invalidates: ['responsibilities', 'person-profiles'],
    method: 'PUT',
    path: '/api/person-profiles/{id}/responsibilities',
  },
  listFamilies: { resource: 'families', method: 'GET', path: '/api/families' },
  getFamily: { resource: 'families', method: 'GET', path: '/api/families/{id}' },
  createFamily: {
    resource: 'families',
    invalidates: ['families', 'person-profiles'],
    method: 'POST',
    path: '/api/families',
  },
  updateFamily: {
    resource: 'families',
    invalidates: ['families', 'person-profiles'],
    method: 'PUT',
    path: '/api/families/{id}',
  },
  getFamilyBlankForm: { resource: 'families', method: 'GET', path: '/api/families/form' },
  getFamilyForm: { resource: 'families', method: 'GET', path: '/api/families/{id}/form' },
  createAddress: {
    resource: 'addresses',
    invalidates: ['addresses', 'person-profiles', 'families'],
    method: 'POST',
    path: '/api/addresses',
  },
  updateAddress: {
    resource: 'addresses',
    invalidates: ['addresses', 'person-profiles', 'families'],
    method: 'PATCH',
    path: '/api/addresses/{id}',
  },
  getAddressBlankForm: { resource: 'addresses', method: 'GET', path: '/api/addresses/form' },
  getAddressForm: { resource: 'addresses', method: 'GET', path: '/api/addresses/{id}/form' },
  listApplications: { resource: 'applications', method: 'GET', path: '/api/applications' },
  getApplication: { resource: 'applications', method: 'GET', path: '/api/applications/{id}' },
  createApplication: {
    resource: 'applications',
    invalidates: ['applications', 'task-instances', 'organisation-dashboard'],
    method: 'POST',
    path: '/api/organisations/{org_id}/applications',
  },
  transitionApplication: {
    resource: 'applications',
    invalidates: ['applications', 'task-instances', 'organisation-dashboard'],
    method: 'POST',
    path: '/api/applications/{id}/transitions',
  },
  appointApplicant: {
    resource: 'applications',
    invalidates: ['applications', 'task-instances', 'assignments', 'organisation-dashboard'],
    method: 'POST',
    path: '/api/applications/{id}/appointment',
  },
  listApplicationAttachments: {
    resource: 'assets',
    method: 'GET',
    path: '/api/applications/{id}/attachments',
  },
  listApplicationTaskInstances: {
    resource: 'task-instances',
    method: 'GET',
    path: '/api/applications/{id}/task-instances',
  },
  listOrganisationTaskInstances: {
    resource: 'task-instances',
    method: 'GET',
    path: '/api/organisations/{org_id}/task-instances',
  },
  listAssignmentTaskInstances: {
    resource: 'task-instances',
    method: 'GET',
    path: '/api/assignments/{id}/task-instances',
  },
  listAssignmentWorkflowTemplates: {
    resource: 'workflow-templates',
    method: 'GET',
    path: '/api/assignments/{id}/workflow-templates',
  },
  startAssignmentWorkflow: {
    resource: 'assignments',
    invalidates: ['assignments', 'task-instances'],
    method: 'POST',
    path: '/api/assignments/{id}/workflow',
  },
  transitionTaskInstance: {
    resource: 'task-instances',
    invalidates: ['task-instances', 'applications', 'assignments'],
    method: 'POST',
    path: '/api/task-instances/{id}/transitions',
  },
  getTaskInstanceForm: {
    resource: 'task-instances',
    method: 'GET',
    path: '/api/task-instances/{id}/form',
  },
  updateTaskInstanceForm: {
    resource: 'task-instances',
    invalidates: ['task-instances', 'applications', 'assignments'],
    method: 'PATCH',
    path: '/api/task-instances/{id}/form',
  },
  listPositions: { resource: 'positions', method: 'GET', path: '/api/organisations/{org_id}/positions' },
  createPosition: {
    resource: 'positions',
    method: 'POST',
    path: '/api/organisations/{org_id}/positions',
  },
  updatePosition: {
    resource: 'positions',
    invalidates: ['positions', 'applications', 'assignments', 'responsibilities'],
    method: 'PATCH',
    path: '/api/positions/{id}',
  },
  removePosition: {
    resource: 'positions',
    invalidates: ['positions', 'applications', 'assignments', 'responsibilities'],
    method: 'DELETE',
    path: '/api/positions/{id}',
  },
  listWorkflowTemplates: {
    resource: 'workflow-templates',
    method: 'GET',
    path: '/api/organisations/{org_id}/workflow-templates',
  },
  createWorkflowTemplate: {
    resource: 'workflow-templates',
    method: 'POST',
    path: '/api/organisations/{org_id}/workflow-templates',
  },
  getWorkflowTemplate: {
    resource: 'workflow-templates',
    method: 'GET',
    path: '/api/workflow-templates/{id}',
  },
  updateWorkflowTemplate: {
    resource: 'workflow-templates',
    method: 'PATCH',
    path: '/api/workflow-templates/{id}',
  },
  archiveWorkflowTemplate: {
    resource: 'workflow-templates',
    method: 'DELETE',
    path: '/api/workflow-templates/{id}',
  },
  listSuggestedWorkflowTemplates: {
    resource: 'workflow-templates',
    method: 'GET',
    path: '/api/suggested-workflow-templates',
  },
  acceptSuggestedTask: {
    resource: 'workflow-templates',
    method: 'PUT',
    path: '/api/workflow-templates/{id}/suggested-tasks/{task_id}',
  },
  listAssignments: { resource: 'assignments', method: 'GET', path: '/api/assignments' },
  getAssignment: { resource: 'assignments', method: 'GET', path: '/api/assignments/{id}' },
  abandonAssignment: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'POST',
    path: '/api/assignments/{id}/abandon',
  },
  restoreAssignment: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'POST',
    path: '/api/assignments/{id}/restore',
  },
  shareAssignmentWithReceivingOrganisation: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'POST',
    path: '/api/assignments/{id}/share-with-receiving-organisation',
  },
  unshareAssignmentFromReceivingOrganisation: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'POST',
    path: '/api/assignments/{id}/unshare-from-receiving-organisation',
  },
  shareAssignmentWithAssignee: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'POST',
    path: '/api/assignments/{id}/share-with-assignee',
  },
  unshareAssignmentFromAssignee: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'POST',
    path: '/api/assignments/{id}/unshare-from-assignee',
  },
  markAssignmentReadyToReceive: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/ready-to-receive',
  },
  markAssignmentNotReadyToReceive: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/not-ready-to-receive',
  },
  updateAssignmentPlan: {
    resource: 'assignments',
    invalidates: assignmentChangeInvalidates,
    method: 'PATCH',
    path: '/api/assignments/{id}',
  },
  createItineraryItem: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/itinerary-items',
  },
  updateItineraryItem: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'PATCH',
    path: '/api/assignments/{id}/itinerary-items/{item_id}',
  },
  deleteItineraryItem: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'DELETE',
    path: '/api/assignments/{id}/itinerary-items/{item_id}',
  },
  uploadAssignmentMouDocument: {
    resource: 'assignments',
    invalidates: ['assignments', 'assets'],
    method: 'POST',
    path: '/api/assignments/{id}/mou-documents',
  },
  getAssignmentHistory: { resource: 'assignments', method: 'GET', path: '/api/assignments/{id}/history' },
  updateAssignmentOffer: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'PUT',
    path: '/api/assignments/{id}/offer',
  },
  acceptAssignmentOffer: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/offer/accept',
  },
  declineAssignmentOffer: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/offer/decline',
  },
  updateOutboundLogisticsPlan: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'PUT',
    path: '/api/assignments/{id}/outbound-logistics-plan',
  },
  submitOutboundLogisticsPlan: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/outbound-logistics-plan/submit',
  },
  approveOutboundLogisticsPlan: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/outbound-logistics-plan/approve',
  },
  rejectOutboundLogisticsPlan: {
    resource: 'assignments',
    invalidates: ['assignments'],
    method: 'POST',
    path: '/api/assignments/{id}/outbound-logistics-plan/reject',
  },
  listMemberships: { resource: 'memberships', method: 'GET', path: '/api/memberships' },
  getOrganisationDashboard: {
    resource: 'organisation-dashboard',
    method: 'GET',
    path: '/api/organisations/{id}/dashboard',
  },
  getMyCalendarFeed: {
    resource: 'calendar-feeds',
    method: 'GET',
    path: '/api/person-profiles/me/calendar-feed',
  },
  resetMyCalendarFeed: {
    resource: 'calendar-feeds',
    method: 'POST',
    path: '/api/person-profiles/me/calendar-feed',
  },
  getOrganisationCalendarFeed: {
    resource: 'calendar-feeds',
    method: 'GET',
    path: '/api/organisations/{org_id}/calendar-feed',
  },
  resetOrganisationCalendarFeed: {
    resource: 'calendar-feeds',
    method: 'POST',
    path: '/api/organisations/{org_id}/calendar-feed',
  },
  getCalendarFeed: { resource: 'calendar-feeds', method: 'GET', path: '/api/calendar-feeds/{secret}' },
  getPersonSecurityGroups: {
    resource: 'security-groups',
    method: 'GET',
    path: '/api/organisations/{org_id}/person-profiles/{id}/security-groups',
  },
  updatePersonSecurityGroups: {
    resource: 'security-groups',
    invalidates: ['security-groups', 'person-profiles', 'current-user'],
    method: 'PUT',
    path: '/api/organisations/{org_id}/person-profiles/{id}/security-groups',
  },
  listAssets: { resource: 'assets', method: 'GET', path: '/private/api/assets' },
  getAsset: { resource: 'assets', method: 'GET', path: '/private/api/assets/{id}' },
  uploadAsset: {
    resource: 'assets',
    invalidates: attachmentHolders,
    method: 'POST',
    path: '/private/api/assets',
  },
  replaceAsset: {
    resource: 'assets',
    invalidates: ['assets'],
    method: 'POST',
    path: '/private/api/assets/{id}',
  },
  renameAsset: {
    resource: 'assets',
    // The record holding the file may file the rename in its history (an assignment's MOU documents).
    invalidates: attachmentHolders,
    method: 'PATCH',
    path: '/private/api/assets/{id}',
  },
  deleteAsset: {
    resource: 'assets',
    invalidates: attachmentHolders,
    method: 'DELETE',
    path: '/private/api/assets/{id}',
  },
  downloadAsset: { resource: 'assets', method: 'GET', path: '/assets/{id}' },
  listRequisitions: { resource: 'requisitions', method: 'GET', path: '/api/requisitions' },
  getRequisition: { resource: 'requisitions', method: 'GET', path: '/api/requisitions/{public_id}' },
  createRequisition: {
    resource: 'requisitions',
    invalidates: requisitionInvalidates,
    method: 'POST',
    path: '/api/requisitions',
  },
  updateRequisition: {
    resource: 'requisitions',
    invalidates: requisitionInvalidates,
    method: 'PUT',
    path: '/api/requisitions/{public_id}',
  },
  fillRequisition: {
    resource: 'requisitions',
    invalidates: requisitionInvalidates,
    method: 'POST',
    path: '/api/requisitions/{public_id}/fill',
  },
  archiveRequisition: {
    resource: 'requisitions',
    invalidates: requisitionInvalidates,
    method: 'POST',
    path: '/api/requisitions/{public_id}/archive',
  },
  reopenRequisition: {
    resource: 'requisitions',
    invalidates: requisitionInvalidates,
    method: 'POST',
    path: '/api/requisitions/{public_id}/reopen',
  },
  listVisionStrategyPapers: {
    resource: 'vision-strategy-papers',
    method: 'GET',
    path: '/api/vision-strategy-papers',
  },
  getVisionStrategyPaper: {
    resource: 'vision-strategy-papers',
    method: 'GET',
    path: '/api/vision-strategy-papers/{public_id}',
  },
  createVisionStrategyPaper: {
    resource: 'vision-strategy-papers',
    invalidates: paperInvalidates,
    method: 'POST',
    path: '/api/vision-strategy-papers',
  },
  updateVisionStrategyPaper: {
    resource: 'vision-strategy-papers',
    invalidates: paperInvalidates,
    method: 'PUT',
    path: '/api/vision-strategy-papers/{public_id}',
  },
  downloadAboReport: { resource: 'reports', method: 'GET', path: '/download-csv/abo-report' },
  downloadRhafReport: { resource: 'reports', method: 'GET', path: '/download-csv/rhaf-report' },
  downloadEligibleVotersReport: {
    resource: 'reports',
    method: 'GET',
    path: '/download-csv/eligible-voters-report',
  },
  listLeaveRequests: { resource: 'leave-and-travel', method: 'GET', path: '/api/leave-requests' },
  getLeaveRequest: { resource: 'leave-and-travel', method: 'GET', path: '/api/leave-requests/{id}' },
  approveLeaveRequest: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'POST',
    path: '/api/leave-requests/{id}/approve',
  },
  rejectLeaveRequest: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'POST',
    path: '/api/leave-requests/{id}/reject',
  },
  confirmLeaveRequestTakingPlace: {
    resource: 'leave-and-travel',
    invalidates: ['leave-and-travel'],
    method: 'POST',
    path: '/api/leave-requests/{id}/confirm-taking-place',
  },
  confirmLeaveRequestEnded: {
    resource: 'leave-and-travel',
    invalidates: ['leave-and-travel'],
    method: 'POST',
    path: '/api/leave-requests/{id}/confirm-ended',
  },
  listTravelPlans: { resource: 'leave-and-travel', method: 'GET', path: '/api/travel-plans' },
  getTravelPlan: { resource: 'leave-and-travel', method: 'GET', path: '/api/travel-plans/{id}' },
  approveTravelPlan: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'POST',
    path: '/api/travel-plans/{id}/approve',
  },
  rejectTravelPlan: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'POST',
    path: '/api/travel-plans/{id}/reject',
  },
  confirmTravelPlanTakingPlace: {
    resource: 'leave-and-travel',
    invalidates: ['leave-and-travel'],
    method: 'POST',
    path: '/api/travel-plans/{id}/confirm-taking-place',
  },
  confirmTravelPlanEnded: {
    resource: 'leave-and-travel',
    invalidates: ['leave-and-travel'],
    method: 'POST',
    path: '/api/travel-plans/{id}/confirm-ended',
  },
  listLeaveAndTravel: { resource: 'leave-and-travel', method: 'GET', path: '/api/leave-and-travel' },
  getLeaveRequestBlankForm: { resource: 'leave-and-travel', method: 'GET', path: '/api/leave-requests/form' },
  getLeaveRequestForm: { resource: 'leave-and-travel', method: 'GET', path: '/api/leave-requests/{id}/form' },
  createLeaveRequest: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'POST',
    path: '/api/leave-requests',
  },
  updateLeaveRequest: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'PUT',
    path: '/api/leave-requests/{id}',
  },
  getTravelPlanBlankForm: { resource: 'leave-and-travel', method: 'GET', path: '/api/travel-plans/form' },
  getTravelPlanForm: { resource: 'leave-and-travel', method: 'GET', path: '/api/travel-plans/{id}/form' },
  createTravelPlan: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'POST',
    path: '/api/travel-plans',
  },
  updateTravelPlan: {
    resource: 'leave-and-travel',
    invalidates: leaveDecisionInvalidates,
    method: 'PUT',
    path: '/api/travel-plans/{id}',
  },
  listEducationPlans: { resource: 'education-plans', method: 'GET', path: '/api/education-plans' },
  getEducationPlan: { resource: 'education-plans', method: 'GET', path: '/api/education-plans/{id}' },
  getEducationPlanBlankForm: {
    resource: 'education-plans',
    method: 'GET',
    path: '/api/education-plans/form',
  },
  getEducationPlanForm: {
    resource: 'education-plans',
    method: 'GET',
    path: '/api/education-plans/{id}/form',
  },
  createEducationPlan: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'POST',
    path: '/api/education-plans',
  },
  updateEducationPlan: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'PUT',
    path: '/api/education-plans/{id}',
  },
  submitEducationPlan: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'POST',
    path: '/api/education-plans/{id}/submit',
  },
  approveEducationPlan: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'POST',
    path: '/api/education-plans/{id}/approve',
  },
  rejectEducationPlan: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'POST',
    path: '/api/education-plans/{id}/reject',
  },
  archiveEducationPlan: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'POST',
    path: '/api/education-plans/{id}/archive',
  },
  getEducationDashboard: { resource: 'education-plans', method: 'GET', path: '/api/education-dashboard' },
  setEducationPlanRequirement: {
    resource: 'education-plans',
    invalidates: educationPlanInvalidates,
    method: 'PUT',
    path: '/api/education-plan-requirements/{id}',
  },
  listReviews: { resource: 'reviews', method: 'GET', path: '/api/reviews' },
  getReview: { resource: 'reviews', method: 'GET', path: '/api/reviews/{id}' },
  createReview: { resource: 'reviews', invalidates: reviewInvalidates, method: 'POST', path: '/api/reviews' },
  updateReview: {
    resource: 'reviews',
    invalidates: reviewInvalidates,
    method: 'PATCH',
    path: '/api/reviews/{id}',
  },
  submitReview: {
    resource: 'reviews',
    invalidates: reviewInvalidates,
    method: 'POST',
    path: '/api/reviews/{id}/submit',
  },
  signOffReview: {
    resource: 'reviews',
    invalidates: reviewInvalidates,
    method: 'POST',
    path: '/api/reviews/{id}/sign-off',
  },
  shareReviewWithMobilisingOrganisation: {
    resource: 'reviews',
    invalidates: ['reviews'],
    method: 'POST',
    path: '/api/reviews/{id}/share-with-mobilising-organisation',
  },
  getReviewForm: { resource: 'reviews', method: 'GET', path: '/api/reviews/{id}/form' },
  updateReviewForm: {
    resource: 'reviews',
    invalidates: ['reviews'],
    method: 'PUT',
    path: '/api/reviews/{id}/form',
  },
  listTeams: { resource: 'teams', method: 'GET', path: '/api/teams' },
  getTeam: { resource: 'teams', method: 'GET', path: '/api/teams/{id}' },
  createTeam: { resource: 'teams', invalidates: teamInvalidates, method: 'POST', path: '/api/teams' },
  updateTeam: { resource: 'teams', invalidates: teamInvalidates, method: 'PUT', path: '/api/teams/{id}' },
  publishTeam: {
    resource: 'teams',
    invalidates: teamInvalidates,
    method: 'POST',
    path: '/api/teams/{id}/publish',
  },
  unpublishTeam: {
    resource: 'teams',
    invalidates: teamInvalidates,
    method: 'POST',
    path: '/api/teams/{id}/unpublish',
  },
  archiveTeam: {
    resource: 'teams',
    invalidates: teamInvalidates,
    method: 'POST',
    path: '/api/teams/{id}/archive',
  },
  unarchiveTeam: {
    resource: 'teams',
    invalidates: teamInvalidates,
    method: 'POST',
    path: '/api/teams/{id}/unarchive',
  },
  listUnits: { resource: 'units', method: 'GET', path: '/api/units' },
  getUnit: { resource: 'units', method: 'GET', path: '/api/units/{id}' },
  createUnit: { resource: 'units', invalidates: unitInvalidates, method: 'POST', path: '/api/units' },
  updateUnit: { resource: 'units', invalidates: unitInvalidates, method: 'PUT', path: '/api/units/{id}' },
  archiveUnit: {
    resource: 'units',
    invalidates: unitInvalidates,
    method: 'POST',
    path: '/api/units/{id}/archive',
  },
  unarchiveUnit: {
    resource: 'units',
    invalidates: unitInvalidates,
    method: 'POST',
    path: '/api/units/{id}/unarchive',
  },
  listGeolocations: { resource: 'geolocations', method: 'GET', path: '/api/geolocations' },
  getGeolocation: { resource: 'geolocations', method: 'GET', path: '/api/geolocations/{id}' },
  createGeolocation: {
    resource: 'geolocations',
    invalidates: ['geolocations'],
    method: 'POST',
    path: '/api/geolocations',
  },
  updateGeolocation: {
    resource: 'geolocations',
    invalidates: ['geolocations'],
    method: 'PUT',
    path: '/api/geolocations/{id}',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpointRoutes;
// Pure, so that a bundle that never lists the endpoints (the browser's) drops the call.
export const endpointNames = /* @__PURE__ */ Object.keys(endpointRoutes) as EndpointName[];

/** The names of a path's parameters: `'/api/x/{org_id}/y/{id}'` → `'org_id' | 'id'`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type EndpointPathParams<Name extends EndpointName> = Record<
  PathParamName<(typeof endpointRoutes)[Name]['path']>,
  string | number
>;

/** The endpoint of each reference list, by the name the app and the server use for the list. */
export const referenceListEndpoints = {
  organisations: 'listOrganisations',
  countries: 'listCountries',
  jobRoles: 'listJobRoles',
  languages: 'listLanguages',
  languageProficiencies: 'listLanguageProficiencies',
  locationTypes: 'listLocationTypes',
  ministryFocuses: 'listMinistryFocuses',
  ministryTypes: 'listMinistryTypes',
  regions: 'listRegions',
  securityGroups: 'listSecurityGroups',
} as const satisfies Record<string, EndpointName>;
export type ReferenceListName = keyof typeof referenceListEndpoints;
