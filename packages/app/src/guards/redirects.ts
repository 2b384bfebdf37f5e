import { applicationsEnabledFor } from './applications-enabled.ts';
import { allow, type Guard, goHome, organisationIdParam, redirectTo } from './guard.ts';
import { isOfficeStaff, isOfficeStaffFor } from './roles.ts';

/**
 * / goes to MyAimDashboard while onboarding runs or when the user is not office staff for the active
 * organisation; otherwise to that organisation's dashboard.
 */
export const homeRedirect: Guard = ({ session }) => {
  const { activeOrganisationId } = session;
  if (
    session.onboardingRunning ||
    activeOrganisationId === null ||
    !isOfficeStaffFor(session.user, activeOrganisationId)
  ) {
    return redirectTo('MyAimDashboard');
  }
  return redirectTo('OrgDashboard', { org_id: activeOrganisationId });
};

/** /orgs/{org_id} goes to the dashboard when applications are enabled for the organisation, else to its requisitions. */
export const organisationRedirect: Guard = ({ session, params }) => {
  const org_id = organisationIdParam(params);
  if (org_id === null) return goHome;
  return applicationsEnabledFor(session.metadata, org_id)
    ? redirectTo('OrgDashboard', { org_id })
    : redirectTo('OrgRequisitions', { org_id });
};

/** /edit-my-profile: the own profile's edit page, or Home without a profile. */
export const editMyProfileRedirect: Guard = ({ session }) => {
  const id = session.user.person_profile_id;
  return id === null ? goHome : redirectTo('PersonProfilesEdit', { id });
};

/** /my-profile: the own profile, or Home without one. */
export const myProfileRedirect: Guard = ({ session }) => {
  const id = session.user.person_profile_id;
  return id === null ? goHome : redirectTo('PersonProfilesShow', { id });
};

/** /my-family: the own profile's family, or Home without one. */
export const myFamilyRedirect: Guard = ({ session }) => {
  const id = session.user.family_id;
  return id === null ? goHome : redirectTo('FamiliesShow', { id });
};

/**
 * MyAimDashboard is for people mobilised by an organisation with applications enabled; office staff go
 * to Requisitions, anyone else to their own profile. A user with neither a staff role nor a
 * profile keeps the dashboard: sending them Home would bring them straight back here.
 */
export const myAimDashboardGate: Guard = ({ session }) => {
  const { user, metadata } = session;
  if (user.mobilised_by_organisations.some((id) => applicationsEnabledFor(metadata, id))) return allow;
  if (isOfficeStaff(user)) return redirectTo('Requisitions');
  if (user.person_profile_id !== null)
    return redirectTo('PersonProfilesShow', { id: user.person_profile_id });
  return allow;
};
