export {
  type ApplicationPageServerState,
  applicationPageServer,
  officeApplicationActions,
  storyApplicant,
  storyApplicantTaskInstances,
  storyApplication,
  storyLeadership,
  storyTaskForm,
  storyTaskInstances,
} from './application-page.ts';
export {
  type OrgApplicationsServerState,
  orgApplicationsServer,
  storyApplicationPeople,
  storyOrgApplications,
} from './org-applications.ts';
