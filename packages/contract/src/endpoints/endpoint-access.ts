import type { CapabilityName } from '../capabilities.ts';
import { type EndpointName, type EndpointRoute, endpointRoutes } from './endpoint-routes.ts';

/** The error statuses a call can answer with, beside the ones every call of its kind can (see `errorStatusesOf`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

/** Who may make a call and what it does: the half of an endpoint only the server and its document need. */
export interface EndpointAccess {
  /** `public` answers without a session; `session` needs one (401 without, unless `signedOutStatus` says). */
  access: 'public' | 'session';
  /** The capability the call needs; the service checks it for the organisation the call concerns. */
  capability?: CapabilityName;
  /** What the call does, in one line; it is the operation's summary in the OpenAPI document. */
  summary: string;
  /** Error statuses this call answers that its method, access and inputs do not already imply. */
  errors?: readonly ErrorStatus[];
  /** The status a call without a session answers instead of 401 (users/me: 404 means "signed out"). */
  signedOutStatus?: 404;
}

/** Who may make each call of `endpointRoutes`, and what it does, by the same names. */
export const endpointAccess = {
  health: { access: 'public', summary: 'Whether the server and its database answer' },
  openApiDocument: { access: 'public', summary: 'This API described as OpenAPI 3.1' },
  login: { access: 'public', summary: 'Sign in with e-mail and password', errors: [429] },
  register: {
    access: 'public',
    summary: 'Set the password of an invited account and sign in',
    errors: [410, 429],
  },
  forgotPassword: { access: 'public', summary: 'Mail a password reset link', errors: [429] },
  resetPassword: { access: 'public', summary: 'Set a new password from a reset link', errors: [410, 429] },
  logout: { access: 'public', summary: 'End the session and go to the sign-in page' },
  currentUser: {
    access: 'session',
    summary: 'The signed-in user, their capabilities and feature flags',
    signedOutStatus: 404,
  },
  completeOnboarding: { access: 'session', summary: 'Mark the My AIM onboarding as done' },
  enableCreativeAccess: { access: 'session', summary: 'Turn creative access on for the signed-in user' },
  disableCreativeAccess: { access: 'session', summary: 'Turn creative access off for the signed-in user' },
  getSystemSettings: {
    access: 'session',
    summary:
      'The feature flags, the banner and the application restriction list, with their versions (admins)',
    errors: [403],
  },
  updateFeatureFlags: {
    access: 'session',
    summary: 'Turn feature flags on or off, for every user at once (admins)',
    errors: [409],
  },
  updateBanner: {
    access: 'session',
    summary: 'Set the site-wide banner (`*bold*` allowed) or remove it, for every user at once (admins)',
    errors: [409],
  },
  updateApplicationRestrictionList: {
    access: 'session',
    summary: 'Restrict applications to some organisations, or open them to all (null) (admins)',
    errors: [409],
  },
  listOrganisations: { access: 'public', summary: 'The organisations list' },
  listCountries: { access: 'session', summary: 'The countries list' },
  listJobRoles: { access: 'session', summary: 'The job roles list' },
  listLanguages: { access: 'session', summary: 'The languages list' },
  listLanguageProficiencies: { access: 'session', summary: 'The language proficiencies list' },
  listLocationTypes: { access: 'session', summary: 'The location types list' },
  listMinistryFocuses: { access: 'session', summary: 'The ministry focuses list' },
  listMinistryTypes: { access: 'session', summary: 'The ministry types list' },
  listRegions: { access: 'session', summary: 'The regions list' },
  listSecurityGroups: { access: 'session', summary: 'The security groups list' },
  listPersonProfiles: {
    access: 'session',
    summary: 'A page of the people the caller may see, filtered and sorted',
  },
  exportPersonProfiles: {
    access: 'session',
    summary: 'The people list with its filters and sort, as a CSV download',
    errors: [429],
  },
  getPersonProfile: { access: 'session', summary: 'One person profile with what the caller may do with it' },
  getPersonProfileHistory: {
    access: 'session',
    summary: 'Who changed a person profile, what and when: its 50 newest audit entries',
  },
  updatePersonProfile: { access: 'session', summary: 'Save answers of a person profile', errors: [409] },
  createPersonProfile: {
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'Create a person from the first answers of the blank form',
  },
  invitePersonProfile: {
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'Mail a person without an account their register link',
    errors: [409, 429],
  },
  exportPersonData: {
    access: 'session',
    summary:
      'Everything held about a person as one ZIP: a JSON file per kind of record and their files (admins, office staff of their organisations, the person)',
  },
  purgePersonProfile: {
    access: 'session',
    summary:
      'Remove the personal data of a person who has left, keeping their history unnamed; the body repeats their name (admins)',
    errors: [403, 409],
  },
  getPersonProfileBlankForm: {
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'The blank person profile form',
  },
  getPersonProfileForm: { access: 'session', summary: 'The person profile form with its answers' },
  getPersonResponsibilities: {
    access: 'session',
    summary: 'The positions a person holds that the caller may hand on',
  },
  reassignPersonResponsibilities: { access: 'session', summary: 'Hand a person’s positions on to others' },
  listFamilies: { access: 'session', summary: 'A page of the families the caller may see' },
  getFamily: { access: 'session', summary: 'One family with its members' },
  createFamily: {
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'Create a family from the first answers of the blank form',
  },
  updateFamily: { access: 'session', summary: 'Save answers of a family', errors: [409] },
  getFamilyBlankForm: {
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'The blank family form',
  },
  getFamilyForm: { access: 'session', summary: 'The family form with its answers' },
  createAddress: { access: 'session', summary: 'Add an address to a person' },
  updateAddress: { access: 'session', summary: 'Save answers of an address', errors: [409] },
  getAddressBlankForm: { access: 'session', summary: 'The blank address form' },
  getAddressForm: { access: 'session', summary: 'The address form with its answers' },
  listApplications: { access: 'session', summary: 'A page of the applications the caller may see' },
  getApplication: { access: 'session', summary: 'One application with its workflow stages and version' },
  createApplication: {
    access: 'session',
    summary: 'Create an application for people to apply through, its workflow copied from a template',
  },
  transitionApplication: {
    access: 'session',
    summary: 'Put an application on hold, resume, reject or abandon it (the applicant withdrawing)',
    errors: [409],
  },
  appointApplicant: {
    access: 'session',
    summary: 'Appoint an applicant: the application is APPOINTED and a POTENTIAL assignment made',
    errors: [409],
  },
  listApplicationAttachments: {
    access: 'session',
    summary: 'The files of an application and of its task instances the caller may see, oldest first',
  },
  listApplicationTaskInstances: {
    access: 'session',
    summary: 'The task instances of an application the caller may see, stage by stage',
  },
  listOrganisationTaskInstances: {
    access: 'session',
    summary:
      'The open tasks of an organisation’s applications and assignments waiting on the caller, oldest due first',
  },
  listAssignmentTaskInstances: {
    access: 'session',
    summary: 'The task instances of an assignment the caller may see, stage by stage',
  },
  listAssignmentWorkflowTemplates: {
    access: 'session',
    summary: 'The templates an assignment’s workflow may be started from, for whoever may start it',
  },
  startAssignmentWorkflow: {
    access: 'session',
    summary: 'Start an assignment’s workflow from one of its organisations’ assignment templates',
    errors: [409],
  },
  transitionTaskInstance: {
    access: 'session',
    summary: 'Complete, reopen or mark not applicable a task instance; a finished stage starts the next',
    errors: [409],
  },
  getTaskInstanceForm: {
    access: 'session',
    summary: 'The form a FORM task instance names, with its saved answers and version',
  },
  updateTaskInstanceForm: {
    access: 'session',
    summary:
      'Save answers of a FORM task instance’s form (in part: an autosave); a TODO one is then IN_PROGRESS',
    errors: [409],
  },
  listPositions: {
    access: 'session',
    summary: 'The positions of an organisation (removed ones too on request), for those who manage them',
    errors: [403],
  },
  createPosition: {
    access: 'session',
    capability: 'manage_positions',
    summary: 'Create a position in an organisation',
  },
  updatePosition: {
    access: 'session',
    capability: 'manage_positions',
    summary: 'Rename a position or change the kinds of record it applies to',
    errors: [409],
  },
  removePosition: {
    access: 'session',
    capability: 'manage_positions',
    summary: 'Remove a position: it stays on the records that used it, marked removed',
    errors: [409],
  },
  listWorkflowTemplates: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary:
      'The workflow templates of an organisation (archived ones too on request), stages and tasks in order',
  },
  createWorkflowTemplate: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary: 'Create a workflow template with its stages and tasks',
  },
  getWorkflowTemplate: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary: 'One workflow template, or one suggested template',
  },
  updateWorkflowTemplate: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary:
      'Edit a workflow template as a whole: its name, its stages and tasks in order (tasks that running applications use stay for them)',
    errors: [409],
  },
  archiveWorkflowTemplate: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary: 'Archive a workflow template: kept for the applications that use it, no longer offered',
    errors: [409],
  },
  listSuggestedWorkflowTemplates: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary: 'The workflow templates the system suggests',
  },
  acceptSuggestedTask: {
    access: 'session',
    capability: 'manage_workflow_templates',
    summary:
      'Take a suggested task into a stage of the organisation’s template (once: again changes nothing)',
    errors: [409],
  },
  listAssignments: { access: 'session', summary: 'A page of the assignments the caller may see' },
  getAssignment: { access: 'session', summary: 'One assignment' },
  abandonAssignment: {
    access: 'session',
    summary: 'Abandon a POTENTIAL assignment not shared with its receiving organisation',
    errors: [409],
  },
  restoreAssignment: {
    access: 'session',
    summary: 'Restore an abandoned assignment not shared with its receiving organisation',
    errors: [409],
  },
  shareAssignmentWithReceivingOrganisation: {
    access: 'session',
    summary: 'Share a POTENTIAL assignment with its receiving organisation, which then sees it',
    errors: [409],
  },
  unshareAssignmentFromReceivingOrganisation: {
    access: 'session',
    summary: 'Stop sharing an assignment with its receiving organisation, which no longer sees it',
    errors: [409],
  },
  shareAssignmentWithAssignee: {
    access: 'session',
    summary: 'Share an assignment with its assignee, who (with their family) then sees it',
    errors: [409],
  },
  unshareAssignmentFromAssignee: {
    access: 'session',
    summary: 'Stop sharing an assignment with its assignee',
    errors: [409],
  },
  markAssignmentReadyToReceive: {
    access: 'session',
    summary: 'Say the receiving organisation is ready to receive the assignee (its office staff)',
    errors: [409],
  },
  markAssignmentNotReadyToReceive: {
    access: 'session',
    summary: 'Say the receiving organisation is no longer ready to receive the assignee (its office staff)',
    errors: [409],
  },
  updateAssignmentPlan: {
    access: 'session',
    summary:
      'Plan an assignment: a status one step on (or back), its proposed and confirmed dates, financial clearance',
    errors: [403, 404, 409],
  },
  createItineraryItem: {
    access: 'session',
    summary: 'Add an item to an assignment’s itinerary',
    errors: [403, 404, 409],
  },
  updateItineraryItem: {
    access: 'session',
    summary: 'Change an item of an assignment’s itinerary',
    errors: [403, 404, 409],
  },
  deleteItineraryItem: {
    access: 'session',
    summary: 'Remove an item from an assignment’s itinerary',
    errors: [403, 404, 409],
  },
  uploadAssignmentMouDocument: {
    access: 'session',
    summary: 'Upload an MOU document of an assignment (those who act on it; its readers get 403)',
    errors: [403, 404, 413, 415],
  },
  getAssignmentHistory: {
    access: 'session',
    summary: 'Who changed an assignment, what and when: its 50 newest audit entries',
  },
  updateAssignmentOffer: {
    access: 'session',
    summary: 'Write the offer for an assignment: notes and status (draft, offered, withdrawn)',
    errors: [409],
  },
  acceptAssignmentOffer: {
    access: 'session',
    summary: 'The assignee accepts the offer for their assignment',
    errors: [409],
  },
  declineAssignmentOffer: {
    access: 'session',
    summary: 'The assignee declines the offer for their assignment',
    errors: [409],
  },
  updateOutboundLogisticsPlan: {
    access: 'session',
    summary: 'Write the notes of an assignment’s outbound logistics plan, creating it as a draft',
    errors: [409],
  },
  submitOutboundLogisticsPlan: {
    access: 'session',
    summary: 'Submit an assignment’s outbound logistics plan for a decision',
    errors: [409],
  },
  approveOutboundLogisticsPlan: {
    access: 'session',
    summary: 'Approve a submitted outbound logistics plan (leadership, not its submitter)',
    errors: [409],
  },
  rejectOutboundLogisticsPlan: {
    access: 'session',
    summary: 'Reject a submitted outbound logistics plan (leadership, not its submitter)',
    errors: [409],
  },
  listMemberships: { access: 'session', summary: 'A page of the memberships the caller may see' },
  getOrganisationDashboard: { access: 'session', summary: 'The counts of an organisation’s dashboard' },
  getMyCalendarFeed: {
    access: 'session',
    summary: 'When the address of the caller’s own calendar feed was made, if it was',
    errors: [404],
  },
  resetMyCalendarFeed: {
    access: 'session',
    summary: 'Make a new address for the caller’s own calendar feed; the old one stops working',
    errors: [404],
  },
  getOrganisationCalendarFeed: {
    access: 'session',
    summary: 'When the address of an organisation’s calendar feed was made, if it was (its office staff)',
  },
  resetOrganisationCalendarFeed: {
    access: 'session',
    summary: 'Make a new address for an organisation’s calendar feed; the old one stops working',
  },
  getCalendarFeed: {
    access: 'public',
    summary:
      'A calendar feed (iCalendar) of approved leave, travel and itinerary dates, by its secret address',
    errors: [429],
  },
  getPersonSecurityGroups: {
    access: 'session',
    summary: 'The security groups a person belongs to in an organisation',
  },
  updatePersonSecurityGroups: {
    access: 'session',
    summary: 'Set the security groups a person belongs to in an organisation',
  },
  listAssets: {
    access: 'session',
    summary: 'The files listed by id, or attached to one record, that the caller may see',
  },
  getAsset: { access: 'session', summary: 'One file the caller may see' },
  uploadAsset: {
    access: 'session',
    summary: 'Upload a file (PDF, image or office document), attached to a record the caller may change',
    errors: [404, 413, 415],
  },
  replaceAsset: {
    access: 'session',
    summary: 'Replace the bytes of a file the caller may change, keeping its id and title',
    errors: [413, 415],
  },
  renameAsset: { access: 'session', summary: 'Rename a file the caller may change' },
  deleteAsset: { access: 'session', summary: 'Delete a file the caller may change, its links and its bytes' },
  downloadAsset: {
    access: 'session',
    summary: 'The bytes of a file the caller may see, as a download (PDFs and images open inline)',
  },
  listRequisitions: { access: 'session', summary: 'A page of the requisitions the caller may see, searched' },
  getRequisition: { access: 'session', summary: 'One requisition with what the caller may do with it' },
  createRequisition: {
    access: 'session',
    summary:
      'Create an OPEN requisition of an organisation (its office staff, senior leadership or management), for one of its teams or units',
    // The organisation named in the body, out of the caller's reach.
    errors: [404],
  },
  updateRequisition: {
    access: 'session',
    summary: 'Save the fields of a requisition that change, at the version read',
    errors: [409],
  },
  fillRequisition: {
    access: 'session',
    summary: 'Mark an open requisition filled (FULFILLED)',
    errors: [409],
  },
  archiveRequisition: {
    access: 'session',
    summary: 'Archive an open or filled requisition (RETRACTED)',
    errors: [409],
  },
  reopenRequisition: {
    access: 'session',
    summary: 'Open a filled or archived requisition again, while its team or unit is not archived',
    errors: [409],
  },
  listVisionStrategyPapers: {
    access: 'session',
    summary: 'A page of the vision and strategy papers the caller may see, searched',
  },
  getVisionStrategyPaper: { access: 'session', summary: 'One vision and strategy paper' },
  createVisionStrategyPaper: {
    access: 'session',
    summary: 'Create a vision and strategy paper of an organisation (who may create its requisitions)',
    errors: [404],
  },
  updateVisionStrategyPaper: {
    access: 'session',
    summary: 'Save the fields of a vision and strategy paper that change, at the version read',
    errors: [409],
  },
  downloadAboReport: {
    access: 'session',
    capability: 'download_abo_report',
    summary:
      'The ABO report as CSV: who is on a membership or assignment now in the caller’s organisations (historical=true adds what has ended)',
    errors: [429],
  },
  downloadRhafReport: {
    access: 'session',
    summary: 'The RHAF report as CSV: every current member with their household and assignment (admins)',
    errors: [403, 429],
  },
  downloadEligibleVotersReport: {
    access: 'session',
    summary: 'The eligible voters report as CSV: the active full-term members of each organisation (admins)',
    errors: [403, 429],
  },
  listLeaveRequests: {
    access: 'session',
    summary: 'A page of the leave requests the caller may see, filtered and sorted',
  },
  getLeaveRequest: { access: 'session', summary: 'One leave request' },
  approveLeaveRequest: {
    access: 'session',
    summary: 'Office staff of the deciding organisation approve a leave request awaiting approval',
    errors: [409],
  },
  rejectLeaveRequest: {
    access: 'session',
    summary:
      'Office staff of the deciding organisation reject a leave request awaiting approval, with a reason',
    errors: [409],
  },
  confirmLeaveRequestTakingPlace: {
    access: 'session',
    summary: 'The person confirms their approved leave is taking place, once it has begun',
    errors: [409],
  },
  confirmLeaveRequestEnded: {
    access: 'session',
    summary: 'The person confirms their approved leave has ended, once it is over',
    errors: [409],
  },
  listTravelPlans: {
    access: 'session',
    summary: 'A page of the travel plans the caller may see, filtered and sorted',
  },
  getTravelPlan: { access: 'session', summary: 'One travel plan' },
  approveTravelPlan: {
    access: 'session',
    summary: 'Office staff of the deciding organisation approve a travel plan awaiting approval',
    errors: [409],
  },
  rejectTravelPlan: {
    access: 'session',
    summary:
      'Office staff of the deciding organisation reject a travel plan awaiting approval, with a reason',
    errors: [409],
  },
  confirmTravelPlanTakingPlace: {
    access: 'session',
    summary: 'The person confirms their approved travel is taking place, once it has begun',
    errors: [409],
  },
  confirmTravelPlanEnded: {
    access: 'session',
    summary: 'The person confirms their approved travel has ended, once it is over',
    errors: [409],
  },
  listLeaveAndTravel: {
    access: 'session',
    summary: 'Leave requests and travel plans the caller may see, in one list',
  },
  getLeaveRequestBlankForm: { access: 'session', summary: 'The blank leave-request form for a person' },
  getLeaveRequestForm: { access: 'session', summary: 'The leave-request form with its answers' },
  createLeaveRequest: {
    access: 'session',
    summary: 'Ask for leave for a person (oneself, or as office staff) from the first answers of its form',
  },
  updateLeaveRequest: {
    access: 'session',
    summary: 'Save answers of a leave request; an edit of an approved one returns it to awaiting approval',
    errors: [409],
  },
  getTravelPlanBlankForm: { access: 'session', summary: 'The blank travel-plan form for a person' },
  getTravelPlanForm: { access: 'session', summary: 'The travel-plan form with its answers' },
  createTravelPlan: {
    access: 'session',
    summary: 'Plan travel for a person (oneself, or as office staff) from the first answers of its form',
  },
  updateTravelPlan: {
    access: 'session',
    summary: 'Save answers of a travel plan; an edit of an approved one returns it to awaiting approval',
    errors: [409],
  },
  listEducationPlans: {
    access: 'session',
    summary:
      'A page of the education plans the caller may see (education plans flag), filtered by child, organisation, status and expiry',
  },
  getEducationPlan: { access: 'session', summary: 'One education plan with what the caller may do with it' },
  getEducationPlanBlankForm: { access: 'session', summary: 'The blank education-plan form for a child' },
  getEducationPlanForm: {
    access: 'session',
    summary: 'The education-plan form with its answers, for who may edit the plan',
    errors: [409],
  },
  createEducationPlan: {
    access: 'session',
    summary: 'Draft the education plan of a child for an academic year (its family or office staff)',
    errors: [409],
  },
  updateEducationPlan: {
    access: 'session',
    summary: 'Save answers of a draft or rejected education plan',
    errors: [409],
  },
  submitEducationPlan: {
    access: 'session',
    summary: 'The family or office staff submit a draft or rejected education plan for a decision',
    errors: [409],
  },
  approveEducationPlan: {
    access: 'session',
    summary: 'An education consultant of the child’s organisation approves a submitted plan',
    errors: [409],
  },
  rejectEducationPlan: {
    access: 'session',
    summary: 'An education consultant of the child’s organisation rejects a submitted plan, with a note',
    errors: [409],
  },
  archiveEducationPlan: {
    access: 'session',
    summary: 'Archive an education plan that is no longer current',
    errors: [409],
  },
  setEducationPlanRequirement: {
    access: 'session',
    summary:
      'Mark a child as requiring an education plan or not (mark-not-requiring-education-plan flag), by whoever sees their plans',
  },
  getEducationDashboard: {
    access: 'session',
    summary: 'The education dashboard counts of the organisations the caller reaches',
  },
  listReviews: {
    access: 'session',
    summary:
      'A page of the reviews the caller may see (reviews flag), filtered by person, status, type and overdue',
  },
  getReview: { access: 'session', summary: 'One review with what the caller may do with it' },
  createReview: {
    access: 'session',
    summary: 'Office staff of the receiving organisation plan a review of an assignment',
  },
  updateReview: {
    access: 'session',
    summary: 'Change a review not yet submitted: its date and reviewers, its actions and recommendations',
    errors: [409],
  },
  submitReview: { access: 'session', summary: 'A reviewer submits a review for sign-off', errors: [409] },
  signOffReview: {
    access: 'session',
    summary: 'Office staff of the receiving organisation sign off a submitted review; the person is told',
    errors: [409],
  },
  shareReviewWithMobilisingOrganisation: {
    access: 'session',
    summary: 'Share a review’s content with the organisations mobilising the reviewed person',
    errors: [409],
  },
  getReviewForm: { access: 'session', summary: 'The review’s form with its answers (review forms flag)' },
  updateReviewForm: {
    access: 'session',
    summary: 'Save answers of a review’s form (in part: an autosave) while it is not submitted',
    errors: [409],
  },
  listTeams: {
    access: 'session',
    summary:
      'The teams of the organisations the caller reads (archived ones with include_archived), kept by the browser 60 s',
  },
  getTeam: { access: 'session', summary: 'One team with what the caller may do with it' },
  createTeam: {
    access: 'session',
    capability: 'manage_teams',
    summary: 'Create a DRAFT team of an organisation, under one of its units or none',
    // The organisation named in the body, out of the caller's reach.
    errors: [404],
  },
  updateTeam: {
    access: 'session',
    capability: 'manage_teams',
    summary: 'Save the fields of a team that change, at the version read',
    errors: [409],
  },
  publishTeam: {
    access: 'session',
    capability: 'manage_teams',
    summary: 'Publish a DRAFT team',
    errors: [409],
  },
  unpublishTeam: {
    access: 'session',
    capability: 'manage_teams',
    summary: 'Return a published team to DRAFT, when it has no open requisitions',
    errors: [409],
  },
  archiveTeam: {
    access: 'session',
    capability: 'manage_teams',
    summary: 'Archive a team, when it has no open requisitions and no active members',
    errors: [409],
  },
  unarchiveTeam: {
    access: 'session',
    capability: 'manage_teams',
    summary: 'Bring an archived team back',
    errors: [409],
  },
  listUnits: {
    access: 'session',
    summary:
      'The units of the organisations the caller reads (archived ones with include_archived), kept by the browser 60 s',
  },
  getUnit: { access: 'session', summary: 'One unit with its teams and what the caller may do with it' },
  createUnit: {
    access: 'session',
    capability: 'manage_units',
    summary: 'Create a unit of an organisation',
    errors: [404],
  },
  updateUnit: {
    access: 'session',
    capability: 'manage_units',
    summary: 'Save the fields of a unit that change, at the version read',
    errors: [409],
  },
  archiveUnit: {
    access: 'session',
    capability: 'manage_units',
    summary: 'Archive a unit, when every team under it is archived and it has no open requisitions',
    errors: [409],
  },
  unarchiveUnit: {
    access: 'session',
    capability: 'manage_units',
    summary: 'Bring an archived unit back',
    errors: [409],
  },
  listGeolocations: {
    access: 'session',
    capability: 'manage_geographical_locations',
    summary: 'The places of the organisations where the caller manages places, and the shared ones',
    // To a caller who manages places nowhere.
    errors: [404],
  },
  getGeolocation: {
    access: 'session',
    capability: 'manage_geographical_locations',
    summary: 'One place with its country and coordinates',
  },
  createGeolocation: {
    access: 'session',
    capability: 'manage_geographical_locations',
    summary: 'Create a place: its name, country and coordinates',
    errors: [404],
  },
  updateGeolocation: {
    access: 'session',
    capability: 'manage_geographical_locations',
    summary: 'Save the fields of a place that change, at the version read',
    errors: [409],
  },
} as const satisfies Record<EndpointName, EndpointAccess>;

/** The statuses other than 2xx a call can answer, from what it is and what it takes. */
export function errorStatusesOf(
  name: EndpointName,
  inputs: { hasParams: boolean; hasQuery: boolean; hasBody: boolean },
): ErrorStatus[] {
  const route: EndpointAccess = endpointAccess[name];
  const { method } = endpointRoutes[name];
  const statuses = new Set<ErrorStatus>(route.errors ?? []);
  if (route.access === 'session') statuses.add(route.signedOutStatus ?? 401);
  // A write without the XSRF header echoing its cookie is refused before anything else.
  if (method !== 'GET') statuses.add(403);
  if (route.capability) statuses.add(403);
  if (inputs.hasParams) statuses.add(404);
  if (inputs.hasParams || inputs.hasQuery || inputs.hasBody) statuses.add(422);
  if (inputs.hasBody) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** Both halves of an endpoint's description that are not schemas, as the server and its document read them. */
export type DescribedEndpoint = EndpointRoute & EndpointAccess;

export const describedEndpoint = (name: EndpointName): DescribedEndpoint => ({
  ...endpointRoutes[name],
  ...endpointAccess[name],
});
