import { z } from 'zod';
import {
  addressPersonQuerySchema,
  addressRecordSchema,
  createAddressBodySchema,
  updateAddressBodySchema,
} from '../addresses.ts';
import {
  applicationListQuerySchema,
  applicationRecordSchema,
  applicationSchema,
  applicationTransitionBodySchema,
  createApplicationBodySchema,
  createAppointmentBodySchema,
} from '../applications.ts';
import { assetFileField } from '../asset-paths.ts';
import {
  assetListQuerySchema,
  assetListSchema,
  assetQuerySchema,
  assetReplaceQuerySchema,
  assetReplaceResponseSchema,
  assetSchema,
  assetUploadQuerySchema,
  renameAssetBodySchema,
} from '../assets.ts';
import {
  createItineraryItemBodySchema,
  deleteItineraryItemQuerySchema,
  itineraryItemParamsSchema,
  updateAssignmentPlanBodySchema,
  updateItineraryItemBodySchema,
} from '../assignment-planning.ts';
import {
  startAssignmentWorkflowBodySchema,
  startableWorkflowTemplateSchema,
} from '../assignment-workflows.ts';
import {
  assignmentChangeBodySchema,
  assignmentListQuerySchema,
  assignmentSchema,
  updateOfferBodySchema,
  updateOutboundLogisticsPlanBodySchema,
} from '../assignments.ts';
import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../auth.ts';
import {
  calendarFeedLinkSchema,
  calendarFeedSchema,
  calendarFeedSecretParamsSchema,
} from '../calendar-feeds.ts';
import { currentUserResponseSchema } from '../current-user.ts';
import {
  createEducationPlanBodySchema,
  educationDashboardQuerySchema,
  educationDashboardSchema,
  educationPlanApproveBodySchema,
  educationPlanChangeBodySchema,
  educationPlanFormQuerySchema,
  educationPlanListQuerySchema,
  educationPlanRecordSchema,
  educationPlanRejectBodySchema,
  educationPlanRequirementBodySchema,
  educationPlanRequirementSchema,
  updateEducationPlanBodySchema,
} from '../education-plan-calls.ts';
import {
  createFamilyBodySchema,
  familyListQuerySchema,
  familyQuerySchema,
  familyRecordSchema,
  familySchema,
  updateFamilyBodySchema,
} from '../families.ts';
import {
  answersBodySchema,
  blankFormQuerySchema,
  createBodySchema,
  createdResponseSchema,
  formTemplateSchema,
  recordFormSchema,
} from '../forms.ts';
import { healthSchema } from '../health.ts';
import {
  leaveAndTravelItemSchema,
  leaveAndTravelListQuerySchema,
  leaveChangeBodySchema,
  leaveRejectBodySchema,
  leaveRequestListQuerySchema,
  leaveRequestRecordSchema,
  travelPlanListQuerySchema,
  travelPlanRecordSchema,
} from '../leave-and-travel-calls.ts';
import {
  createLeaveRequestBodySchema,
  createTravelPlanBodySchema,
  leaveFormQuerySchema,
  updateLeaveRequestBodySchema,
  updateTravelPlanBodySchema,
} from '../leave-and-travel-forms.ts';
import { membershipListQuerySchema, membershipSchema } from '../memberships.ts';
import {
  publicIdParamsSchema,
  requisitionRecordSchema,
  visionStrategyPaperRecordSchema,
} from '../opportunities.ts';
import {
  createRequisitionBodySchema,
  createVisionStrategyPaperBodySchema,
  requisitionStepBodySchema,
  updateRequisitionBodySchema,
  updateVisionStrategyPaperBodySchema,
} from '../opportunity-calls.ts';
import { organisationDashboardSchema } from '../organisation-dashboard.ts';
import { pagedSchema } from '../paged.ts';
import { purgedPersonSchema, purgePersonBodySchema } from '../person-data.ts';
import {
  fullPersonProfileSchema,
  personProfileFilterQuerySchema,
  personProfileInvitationSchema,
  personProfileListItemSchema,
  personProfileListQuerySchema,
  updatePersonProfileBodySchema,
} from '../person-profiles.ts';
import {
  personSecurityGroupsParamsSchema,
  personSecurityGroupsSchema,
  updatePersonSecurityGroupsBodySchema,
} from '../person-security-groups.ts';
import {
  createPositionBodySchema,
  organisationParamsSchema,
  positionListQuerySchema,
  positionRecordSchema,
  removePositionQuerySchema,
  updatePositionBodySchema,
} from '../positions.ts';
import { idParamsSchema } from '../primitives.ts';
import { recordHistorySchema } from '../record-history.ts';
import { referenceListItemSchemas, referenceListSchema } from '../reference-data.ts';
import { aboReportQuerySchema } from '../reports.ts';
import { personResponsibilitiesSchema, reassignResponsibilitiesBodySchema } from '../responsibilities.ts';
import {
  createReviewBodySchema,
  reviewChangeBodySchema,
  reviewListQuerySchema,
  reviewRecordSchema,
  updateReviewBodySchema,
} from '../review-calls.ts';
import {
  requisitionListQuerySchema,
  requisitionSearchResultSchema,
  visionStrategyPaperListQuerySchema,
  visionStrategyPaperSchema,
} from '../search.ts';
import {
  systemSettingsSchema,
  updateApplicationRestrictionListBodySchema,
  updateBannerBodySchema,
  updateFeatureFlagsBodySchema,
} from '../system-settings-calls.ts';
import {
  applicationAttachmentSchema,
  taskInstanceSchema,
  taskInstanceTransitionBodySchema,
} from '../task-instances.ts';
import { teamOrUnitListQuerySchema } from '../teams-and-units.ts';
import {
  createGeolocationBodySchema,
  createTeamBodySchema,
  createUnitBodySchema,
  geolocationListQuerySchema,
  geolocationSchema,
  teamListQuerySchema,
  teamOrUnitChangeBodySchema,
  teamRecordSchema,
  unitRecordSchema,
  updateGeolocationBodySchema,
  updateTeamBodySchema,
  updateUnitBodySchema,
} from '../teams-and-units-calls.ts';
import {
  acceptSuggestedTaskBodySchema,
  archiveWorkflowTemplateQuerySchema,
  createWorkflowTemplateBodySchema,
  suggestedTaskParamsSchema,
  updateWorkflowTemplateBodySchema,
  workflowTemplateListQuerySchema,
  workflowTemplateSchema,
} from '../workflow-templates.ts';
import type { EndpointName } from './endpoint-routes.ts';

/** An answer that is not JSON: a file of the given media type, or a redirect. */
export interface NonJsonAnswer {
  readonly kind: 'file' | 'redirect';
  readonly mediaType?: string;
}
export const csvFile: NonJsonAnswer = { kind: 'file', mediaType: 'text/csv' };
export const zipFile: NonJsonAnswer = { kind: 'file', mediaType: 'application/zip' };
export const calendarFile: NonJsonAnswer = { kind: 'file', mediaType: 'text/calendar' };
export const redirect: NonJsonAnswer = { kind: 'redirect' };
/** A stored file, of whichever type it holds. */
export const anyFile: NonJsonAnswer = { kind: 'file' };

/**
 * A body that is not JSON but a multipart form carrying one file in `field` (`assetFileField`); the
 * handler reads it as a stream, so its limits hold before the whole body has arrived.
 */
export interface FileUpload {
  readonly kind: 'multipart';
  readonly field: string;
}
export const oneFileUpload: FileUpload = { kind: 'multipart', field: assetFileField };

/** A 204: the body is empty. */
export const noContent = z.null();

/** What a call takes and answers; every input is validated with these and every answer sent through them. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart file upload instead of a JSON body. */
  upload?: FileUpload;
  /** The success answers by status; a JSON one is the whitelist of what may leave the server. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302, z.ZodType | NonJsonAnswer>>;
}

const referenceList = (item: z.ZodType) => ({ responses: { 200: referenceListSchema(item) } });

/** The OpenAPI document: an object whose shape OpenAPI itself defines. */
const openApiDocumentSchema = z.record(z.string(), z.unknown());

/** The inputs and answers of every call of `endpointRoutes`, by the same names. */
export const endpointSchemas = {
  health: { responses: { 200: healthSchema } },
  openApiDocument: { responses: { 200: openApiDocumentSchema } },

  login: { body: loginBodySchema, responses: { 200: currentUserResponseSchema } },
  register: { body: registerBodySchema, responses: { 200: currentUserResponseSchema } },
  forgotPassword: { body: forgotPasswordBodySchema, responses: { 202: forgotPasswordResponseSchema } },
  resetPassword: { body: resetPasswordBodySchema, responses: { 204: noContent } },
  logout: { responses: { 302: redirect } },

  currentUser: { responses: { 200: currentUserResponseSchema } },
  completeOnboarding: { responses: { 204: noContent } },
  enableCreativeAccess: { responses: { 204: noContent } },
  disableCreativeAccess: { responses: { 204: noContent } },
  getSystemSettings: { responses: { 200: systemSettingsSchema } },
  updateFeatureFlags: { body: updateFeatureFlagsBodySchema, responses: { 200: systemSettingsSchema } },
  updateBanner: { body: updateBannerBodySchema, responses: { 200: systemSettingsSchema } },
  updateApplicationRestrictionList: {
    body: updateApplicationRestrictionListBodySchema,
    responses: { 200: systemSettingsSchema },
  },

  listOrganisations: referenceList(referenceListItemSchemas.organisations),
  listCountries: referenceList(referenceListItemSchemas.countries),
  listJobRoles: referenceList(referenceListItemSchemas.jobRoles),
  listLanguages: referenceList(referenceListItemSchemas.languages),
  listLanguageProficiencies: referenceList(referenceListItemSchemas.languageProficiencies),
  listLocationTypes: referenceList(referenceListItemSchemas.locationTypes),
  listMinistryFocuses: referenceList(referenceListItemSchemas.ministryFocuses),
  listMinistryTypes: referenceList(referenceListItemSchemas.ministryTypes),
  listRegions: referenceList(referenceListItemSchemas.regions),
  listSecurityGroups: referenceList(referenceListItemSchemas.securityGroups),

  listPersonProfiles: {
    query: personProfileListQuerySchema,
    responses: { 200: pagedSchema(personProfileListItemSchema) },
  },
  exportPersonProfiles: { query: personProfileFilterQuerySchema, responses: { 200: csvFile } },
  getPersonProfile: { params: idParamsSchema, responses: { 200: fullPersonProfileSchema } },
  getPersonProfileHistory: { params: idParamsSchema, responses: { 200: recordHistorySchema } },
  updatePersonProfile: {
    params: idParamsSchema,
    body: updatePersonProfileBodySchema,
    responses: { 200: fullPersonProfileSchema },
  },
  createPersonProfile: {
    query: blankFormQuerySchema,
    body: createBodySchema,
    responses: { 201: createdResponseSchema },
  },
  invitePersonProfile: { params: idParamsSchema, responses: { 200: personProfileInvitationSchema } },
  exportPersonData: { params: idParamsSchema, responses: { 200: zipFile } },
  purgePersonProfile: {
    params: idParamsSchema,
    body: purgePersonBodySchema,
    responses: { 200: purgedPersonSchema },
  },
  getPersonProfileBlankForm: { query: blankFormQuerySchema, responses: { 200: formTemplateSchema } },
  getPersonProfileForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },
  getPersonResponsibilities: { params: idParamsSchema, responses: { 200: personResponsibilitiesSchema } },
  reassignPersonResponsibilities: {
    params: idParamsSchema,
    body: reassignResponsibilitiesBodySchema,
    responses: { 200: personResponsibilitiesSchema },
  },

  listFamilies: { query: familyListQuerySchema, responses: { 200: pagedSchema(familySchema) } },
  getFamily: { params: idParamsSchema, query: familyQuerySchema, responses: { 200: familyRecordSchema } },
  createFamily: {
    query: blankFormQuerySchema,
    body: createFamilyBodySchema,
    responses: { 201: createdResponseSchema },
  },
  updateFamily: {
    params: idParamsSchema,
    body: updateFamilyBodySchema,
    responses: { 200: familyRecordSchema },
  },
  getFamilyBlankForm: { query: blankFormQuerySchema, responses: { 200: formTemplateSchema } },
  getFamilyForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },

  createAddress: {
    query: addressPersonQuerySchema,
    body: createAddressBodySchema,
    responses: { 201: createdResponseSchema },
  },
  updateAddress: {
    params: idParamsSchema,
    body: updateAddressBodySchema,
    responses: { 200: addressRecordSchema },
  },
  getAddressBlankForm: { query: blankFormQuerySchema, responses: { 200: formTemplateSchema } },
  getAddressForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },

  listApplications: { query: applicationListQuerySchema, responses: { 200: pagedSchema(applicationSchema) } },
  getApplication: { params: idParamsSchema, responses: { 200: applicationRecordSchema } },
  createApplication: {
    params: organisationParamsSchema,
    body: createApplicationBodySchema,
    responses: { 201: applicationRecordSchema },
  },
  transitionApplication: {
    params: idParamsSchema,
    body: applicationTransitionBodySchema,
    responses: { 200: applicationRecordSchema },
  },
  appointApplicant: {
    params: idParamsSchema,
    body: createAppointmentBodySchema,
    responses: { 201: applicationRecordSchema },
  },
  listApplicationAttachments: {
    params: idParamsSchema,
    responses: { 200: z.array(applicationAttachmentSchema) },
  },
  listApplicationTaskInstances: { params: idParamsSchema, responses: { 200: z.array(taskInstanceSchema) } },
  listOrganisationTaskInstances: {
    params: organisationParamsSchema,
    responses: { 200: z.array(taskInstanceSchema) },
  },
  listAssignmentTaskInstances: { params: idParamsSchema, responses: { 200: z.array(taskInstanceSchema) } },
  listAssignmentWorkflowTemplates: {
    params: idParamsSchema,
    responses: { 200: z.array(startableWorkflowTemplateSchema) },
  },
  startAssignmentWorkflow: {
    params: idParamsSchema,
    body: startAssignmentWorkflowBodySchema,
    responses: { 200: assignmentSchema },
  },
  transitionTaskInstance: {
    params: idParamsSchema,
    body: taskInstanceTransitionBodySchema,
    responses: { 200: taskInstanceSchema },
  },
  getTaskInstanceForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },
  updateTaskInstanceForm: {
    params: idParamsSchema,
    body: answersBodySchema,
    responses: { 200: taskInstanceSchema },
  },
  listPositions: {
    params: organisationParamsSchema,
    query: positionListQuerySchema,
    responses: { 200: z.array(positionRecordSchema) },
  },
  createPosition: {
    params: organisationParamsSchema,
    body: createPositionBodySchema,
    responses: { 201: positionRecordSchema },
  },
  updatePosition: {
    params: idParamsSchema,
    body: updatePositionBodySchema,
    responses: { 200: positionRecordSchema },
  },
  removePosition: {
    params: idParamsSchema,
    query: removePositionQuerySchema,
    responses: { 200: positionRecordSchema },
  },
  listWorkflowTemplates: {
    params: organisationParamsSchema,
    query: workflowTemplateListQuerySchema,
    responses: { 200: z.array(workflowTemplateSchema) },
  },
  createWorkflowTemplate: {
    params: organisationParamsSchema,
    body: createWorkflowTemplateBodySchema,
    responses: { 201: workflowTemplateSchema },
  },
  getWorkflowTemplate: { params: idParamsSchema, responses: { 200: workflowTemplateSchema } },
  updateWorkflowTemplate: {
    params: idParamsSchema,
    body: updateWorkflowTemplateBodySchema,
    responses: { 200: workflowTemplateSchema },
  },
  archiveWorkflowTemplate: {
    params: idParamsSchema,
    query: archiveWorkflowTemplateQuerySchema,
    responses: { 200: workflowTemplateSchema },
  },
  listSuggestedWorkflowTemplates: { responses: { 200: z.array(workflowTemplateSchema) } },
  acceptSuggestedTask: {
    params: suggestedTaskParamsSchema,
    body: acceptSuggestedTaskBodySchema,
    responses: { 200: workflowTemplateSchema },
  },
  listAssignments: { query: assignmentListQuerySchema, responses: { 200: pagedSchema(assignmentSchema) } },
  getAssignment: { params: idParamsSchema, responses: { 200: assignmentSchema } },
  abandonAssignment: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  restoreAssignment: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  shareAssignmentWithReceivingOrganisation: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  unshareAssignmentFromReceivingOrganisation: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  shareAssignmentWithAssignee: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  unshareAssignmentFromAssignee: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  markAssignmentReadyToReceive: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  markAssignmentNotReadyToReceive: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  updateAssignmentPlan: {
    params: idParamsSchema,
    body: updateAssignmentPlanBodySchema,
    responses: { 200: assignmentSchema },
  },
  createItineraryItem: {
    params: idParamsSchema,
    body: createItineraryItemBodySchema,
    responses: { 200: assignmentSchema },
  },
  updateItineraryItem: {
    params: itineraryItemParamsSchema,
    body: updateItineraryItemBodySchema,
    responses: { 200: assignmentSchema },
  },
  deleteItineraryItem: {
    params: itineraryItemParamsSchema,
    query: deleteItineraryItemQuerySchema,
    responses: { 200: assignmentSchema },
  },
  uploadAssignmentMouDocument: {
    params: idParamsSchema,
    upload: oneFileUpload,
    responses: { 201: assetSchema },
  },
  getAssignmentHistory: { params: idParamsSchema, responses: { 200: recordHistorySchema } },
  updateAssignmentOffer: {
    params: idParamsSchema,
    body: updateOfferBodySchema,
    responses: { 200: assignmentSchema },
  },
  acceptAssignmentOffer: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  declineAssignmentOffer: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  updateOutboundLogisticsPlan: {
    params: idParamsSchema,
    body: updateOutboundLogisticsPlanBodySchema,
    responses: { 200: assignmentSchema },
  },
  submitOutboundLogisticsPlan: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  approveOutboundLogisticsPlan: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  rejectOutboundLogisticsPlan: {
    params: idParamsSchema,
    body: assignmentChangeBodySchema,
    responses: { 200: assignmentSchema },
  },
  listMemberships: { query: membershipListQuerySchema, responses: { 200: pagedSchema(membershipSchema) } },

  getOrganisationDashboard: { params: idParamsSchema, responses: { 200: organisationDashboardSchema } },
  getMyCalendarFeed: { responses: { 200: calendarFeedSchema } },
  resetMyCalendarFeed: { responses: { 200: calendarFeedLinkSchema } },
  getOrganisationCalendarFeed: {
    params: organisationParamsSchema,
    responses: { 200: calendarFeedSchema },
  },
  resetOrganisationCalendarFeed: {
    params: organisationParamsSchema,
    responses: { 200: calendarFeedLinkSchema },
  },
  getCalendarFeed: { params: calendarFeedSecretParamsSchema, responses: { 200: calendarFile } },
  getPersonSecurityGroups: {
    params: personSecurityGroupsParamsSchema,
    responses: { 200: personSecurityGroupsSchema },
  },
  updatePersonSecurityGroups: {
    params: personSecurityGroupsParamsSchema,
    body: updatePersonSecurityGroupsBodySchema,
    responses: { 200: personSecurityGroupsSchema },
  },

  listAssets: { query: assetListQuerySchema, responses: { 200: assetListSchema } },
  getAsset: { params: idParamsSchema, query: assetQuerySchema, responses: { 200: assetSchema } },
  uploadAsset: { query: assetUploadQuerySchema, upload: oneFileUpload, responses: { 201: assetSchema } },
  replaceAsset: {
    params: idParamsSchema,
    query: assetReplaceQuerySchema,
    upload: oneFileUpload,
    responses: { 200: assetReplaceResponseSchema },
  },
  renameAsset: { params: idParamsSchema, body: renameAssetBodySchema, responses: { 200: assetSchema } },
  deleteAsset: { params: idParamsSchema, responses: { 204: noContent } },
  downloadAsset: { params: idParamsSchema, query: assetQuerySchema, responses: { 200: anyFile } },

  listRequisitions: {
    query: requisitionListQuerySchema,
    responses: { 200: pagedSchema(requisitionSearchResultSchema) },
  },
  getRequisition: { params: publicIdParamsSchema, responses: { 200: requisitionRecordSchema } },
  createRequisition: { body: createRequisitionBodySchema, responses: { 201: requisitionRecordSchema } },
  updateRequisition: {
    params: publicIdParamsSchema,
    body: updateRequisitionBodySchema,
    responses: { 200: requisitionRecordSchema },
  },
  fillRequisition: {
    params: publicIdParamsSchema,
    body: requisitionStepBodySchema,
    responses: { 200: requisitionRecordSchema },
  },
  archiveRequisition: {
    params: publicIdParamsSchema,
    body: requisitionStepBodySchema,
    responses: { 200: requisitionRecordSchema },
  },
  reopenRequisition: {
    params: publicIdParamsSchema,
    body: requisitionStepBodySchema,
    responses: { 200: requisitionRecordSchema },
  },
  listVisionStrategyPapers: {
    query: visionStrategyPaperListQuerySchema,
    responses: { 200: pagedSchema(visionStrategyPaperSchema) },
  },
  getVisionStrategyPaper: {
    params: publicIdParamsSchema,
    responses: { 200: visionStrategyPaperRecordSchema },
  },
  createVisionStrategyPaper: {
    body: createVisionStrategyPaperBodySchema,
    responses: { 201: visionStrategyPaperRecordSchema },
  },
  updateVisionStrategyPaper: {
    params: publicIdParamsSchema,
    body: updateVisionStrategyPaperBodySchema,
    responses: { 200: visionStrategyPaperRecordSchema },
  },

  downloadAboReport: { query: aboReportQuerySchema, responses: { 200: csvFile } },
  downloadRhafReport: { responses: { 200: csvFile } },
  downloadEligibleVotersReport: { responses: { 200: csvFile } },
  listLeaveRequests: {
    query: leaveRequestListQuerySchema,
    responses: { 200: pagedSchema(leaveRequestRecordSchema) },
  },
  getLeaveRequest: { params: idParamsSchema, responses: { 200: leaveRequestRecordSchema } },
  approveLeaveRequest: {
    params: idParamsSchema,
    body: leaveChangeBodySchema,
    responses: { 200: leaveRequestRecordSchema },
  },
  rejectLeaveRequest: {
    params: idParamsSchema,
    body: leaveRejectBodySchema,
    responses: { 200: leaveRequestRecordSchema },
  },
  confirmLeaveRequestTakingPlace: {
    params: idParamsSchema,
    body: leaveChangeBodySchema,
    responses: { 200: leaveRequestRecordSchema },
  },
  confirmLeaveRequestEnded: {
    params: idParamsSchema,
    body: leaveChangeBodySchema,
    responses: { 200: leaveRequestRecordSchema },
  },
  listTravelPlans: {
    query: travelPlanListQuerySchema,
    responses: { 200: pagedSchema(travelPlanRecordSchema) },
  },
  getTravelPlan: { params: idParamsSchema, responses: { 200: travelPlanRecordSchema } },
  approveTravelPlan: {
    params: idParamsSchema,
    body: leaveChangeBodySchema,
    responses: { 200: travelPlanRecordSchema },
  },
  rejectTravelPlan: {
    params: idParamsSchema,
    body: leaveRejectBodySchema,
    responses: { 200: travelPlanRecordSchema },
  },
  confirmTravelPlanTakingPlace: {
    params: idParamsSchema,
    body: leaveChangeBodySchema,
    responses: { 200: travelPlanRecordSchema },
  },
  confirmTravelPlanEnded: {
    params: idParamsSchema,
    body: leaveChangeBodySchema,
    responses: { 200: travelPlanRecordSchema },
  },
  listLeaveAndTravel: {
    query: leaveAndTravelListQuerySchema,
    responses: { 200: pagedSchema(leaveAndTravelItemSchema) },
  },
  getLeaveRequestBlankForm: { query: leaveFormQuerySchema, responses: { 200: formTemplateSchema } },
  getLeaveRequestForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },
  createLeaveRequest: {
    query: leaveFormQuerySchema,
    body: createLeaveRequestBodySchema,
    responses: { 201: createdResponseSchema },
  },
  updateLeaveRequest: {
    params: idParamsSchema,
    body: updateLeaveRequestBodySchema,
    responses: { 200: leaveRequestRecordSchema },
  },
  getTravelPlanBlankForm: { query: leaveFormQuerySchema, responses: { 200: formTemplateSchema } },
  getTravelPlanForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },
  createTravelPlan: {
    query: leaveFormQuerySchema,
    body: createTravelPlanBodySchema,
    responses: { 201: createdResponseSchema },
  },
  updateTravelPlan: {
    params: idParamsSchema,
    body: updateTravelPlanBodySchema,
    responses: { 200: travelPlanRecordSchema },
  },
  listEducationPlans: {
    query: educationPlanListQuerySchema,
    responses: { 200: pagedSchema(educationPlanRecordSchema) },
  },
  getEducationPlan: { params: idParamsSchema, responses: { 200: educationPlanRecordSchema } },
  getEducationPlanBlankForm: { query: educationPlanFormQuerySchema, responses: { 200: formTemplateSchema } },
  getEducationPlanForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },
  createEducationPlan: {
    query: educationPlanFormQuerySchema,
    body: createEducationPlanBodySchema,
    responses: { 201: createdResponseSchema },
  },
  updateEducationPlan: {
    params: idParamsSchema,
    body: updateEducationPlanBodySchema,
    responses: { 200: educationPlanRecordSchema },
  },
  submitEducationPlan: {
    params: idParamsSchema,
    body: educationPlanChangeBodySchema,
    responses: { 200: educationPlanRecordSchema },
  },
  approveEducationPlan: {
    params: idParamsSchema,
    body: educationPlanApproveBodySchema,
    responses: { 200: educationPlanRecordSchema },
  },
  rejectEducationPlan: {
    params: idParamsSchema,
    body: educationPlanRejectBodySchema,
    responses: { 200: educationPlanRecordSchema },
  },
  archiveEducationPlan: {
    params: idParamsSchema,
    body: educationPlanChangeBodySchema,
    responses: { 200: educationPlanRecordSchema },
  },
  getEducationDashboard: {
    query: educationDashboardQuerySchema,
    responses: { 200: educationDashboardSchema },
  },
  setEducationPlanRequirement: {
    params: idParamsSchema,
    body: educationPlanRequirementBodySchema,
    responses: { 200: educationPlanRequirementSchema },
  },
  listReviews: { query: reviewListQuerySchema, responses: { 200: pagedSchema(reviewRecordSchema) } },
  getReview: { params: idParamsSchema, responses: { 200: reviewRecordSchema } },
  createReview: { body: createReviewBodySchema, responses: { 201: reviewRecordSchema } },
  updateReview: {
    params: idParamsSchema,
    body: updateReviewBodySchema,
    responses: { 200: reviewRecordSchema },
  },
  submitReview: {
    params: idParamsSchema,
    body: reviewChangeBodySchema,
    responses: { 200: reviewRecordSchema },
  },
  signOffReview: {
    params: idParamsSchema,
    body: reviewChangeBodySchema,
    responses: { 200: reviewRecordSchema },
  },
  shareReviewWithMobilisingOrganisation: {
    params: idParamsSchema,
    body: reviewChangeBodySchema,
    responses: { 200: reviewRecordSchema },
  },
  getReviewForm: { params: idParamsSchema, responses: { 200: recordFormSchema } },
  updateReviewForm: {
    params: idParamsSchema,
    body: answersBodySchema,
    responses: { 200: reviewRecordSchema },
  },
  listTeams: { query: teamListQuerySchema, responses: { 200: pagedSchema(teamRecordSchema) } },
  getTeam: { params: idParamsSchema, responses: { 200: teamRecordSchema } },
  createTeam: { body: createTeamBodySchema, responses: { 201: teamRecordSchema } },
  updateTeam: { params: idParamsSchema, body: updateTeamBodySchema, responses: { 200: teamRecordSchema } },
  publishTeam: {
    params: idParamsSchema,
    body: teamOrUnitChangeBodySchema,
    responses: { 200: teamRecordSchema },
  },
  unpublishTeam: {
    params: idParamsSchema,
    body: teamOrUnitChangeBodySchema,
    responses: { 200: teamRecordSchema },
  },
  archiveTeam: {
    params: idParamsSchema,
    body: teamOrUnitChangeBodySchema,
    responses: { 200: teamRecordSchema },
  },
  unarchiveTeam: {
    params: idParamsSchema,
    body: teamOrUnitChangeBodySchema,
    responses: { 200: teamRecordSchema },
  },
  listUnits: { query: teamOrUnitListQuerySchema, responses: { 200: pagedSchema(unitRecordSchema) } },
  getUnit: { params: idParamsSchema, responses: { 200: unitRecordSchema } },
  createUnit: { body: createUnitBodySchema, responses: { 201: unitRecordSchema } },
  updateUnit: { params: idParamsSchema, body: updateUnitBodySchema, responses: { 200: unitRecordSchema } },
  archiveUnit: {
    params: idParamsSchema,
    body: teamOrUnitChangeBodySchema,
    responses: { 200: unitRecordSchema },
  },
  unarchiveUnit: {
    params: idParamsSchema,
    body: teamOrUnitChangeBodySchema,
    responses: { 200: unitRecordSchema },
  },
  listGeolocations: { query: geolocationListQuerySchema, responses: { 200: pagedSchema(geolocationSchema) } },
  getGeolocation: { params: idParamsSchema, responses: { 200: geolocationSchema } },
  createGeolocation: { body: createGeolocationBodySchema, responses: { 201: geolocationSchema } },
  updateGeolocation: {
    params: idParamsSchema,
    body: updateGeolocationBodySchema,
    responses: { 200: geolocationSchema },
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof endpointSchemas;
type Part<Name extends EndpointName, Key extends 'params' | 'query' | 'body'> =
  Schemas[Name] extends Record<Key, infer Schema extends z.ZodType> ? Schema : undefined;

/** What a caller sends as the call's query (before the server's coercion: `per_page` may be a number). */
export type EndpointQuery<Name extends EndpointName> =
  Part<Name, 'query'> extends z.ZodType ? z.input<Part<Name, 'query'>> : undefined;
/** What a caller sends as the call's JSON body. */
export type EndpointBody<Name extends EndpointName> =
  Part<Name, 'body'> extends z.ZodType ? z.input<Part<Name, 'body'>> : undefined;
/** The call's parsed path parameters, as the server's handler sees them. */
export type EndpointParams<Name extends EndpointName> =
  Part<Name, 'params'> extends z.ZodType ? z.output<Part<Name, 'params'>> : undefined;
/** The call's parsed query, as the server's handler sees it. */
export type EndpointParsedQuery<Name extends EndpointName> =
  Part<Name, 'query'> extends z.ZodType ? z.output<Part<Name, 'query'>> : undefined;
/** The call's parsed body, as the server's handler sees it. */
export type EndpointParsedBody<Name extends EndpointName> =
  Part<Name, 'body'> extends z.ZodType ? z.output<Part<Name, 'body'>> : undefined;

type SuccessSchema<Name extends EndpointName> = Schemas[Name]['responses'][keyof Schemas[Name]['responses']];
/** The call's success answer as JSON brings it; a file or a redirect is `never` (read it as a download). */
export type EndpointAnswer<Name extends EndpointName> =
  SuccessSchema<Name> extends z.ZodType ? z.output<SuccessSchema<Name>> : never;
/** What the server's handler returns: the answer before it is sent through its schema. */
export type EndpointReturn<Name extends EndpointName> =
  SuccessSchema<Name> extends z.ZodType ? z.input<SuccessSchema<Name>> : unknown;
