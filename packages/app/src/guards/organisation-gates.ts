import { hasCapability } from '@mobilise/contract';
import { applicationsEnabledFor } from './applications-enabled.ts';
import { allow, type Guard, type GuardContext, goHome, organisationIdParam } from './guard.ts';
import { hasCapabilityAnywhere, isOfficeStaff, isOfficeStaffFor } from './roles.ts';

/** A gate that lets the user through while `holds`, and sends them Home otherwise. */
const when =
  (holds: (context: GuardContext) => boolean): Guard =>
  (context) =>
    holds(context) ? allow : goHome;

/** The organisation area and org people settings: office staff of the organisation in the URL. */
export const officeStaffForOrganisationGate = when(({ session, params }) =>
  isOfficeStaffFor(session.user, organisationIdParam(params)),
);

/** Requisitions, vision strategy papers, workflow and suggested workflow templates: office staff of any organisation. */
export const officeStaffGate = when(({ session }) => isOfficeStaff(session.user));

/** Organisation applications routes: applications enabled for the organisation in the URL. */
export const applicationsGate = when(({ session, params }) =>
  applicationsEnabledFor(session.metadata, organisationIdParam(params)),
);

/** Org positions settings: manage_positions for the organisation, or an international-office education consultant. */
export const positionsSettingsGate = when(
  ({ session, params }) =>
    hasCapability(session.user.user_can, 'manage_positions', organisationIdParam(params)) ||
    session.isInternationalOfficeConsultant,
);

/** Org workflow-templates settings: manage_workflow_templates for the organisation. */
export const workflowTemplatesSettingsGate = when(({ session, params }) =>
  hasCapability(session.user.user_can, 'manage_workflow_templates', organisationIdParam(params)),
);

/** Geolocations: manage_geographical_locations for at least one organisation. */
export const geolocationsGate = when(({ session }) =>
  hasCapabilityAnywhere(session.user.user_can, 'manage_geographical_locations'),
);

/**
 * Teams and units, listed and shown: office staff, as the other opportunities, and whoever holds
 * manage_teams or manage_units somewhere (senior leadership), whom the server lets run them too.
 */
export const teamsAndUnitsGate = when(
  ({ session }) =>
    isOfficeStaff(session.user) ||
    hasCapabilityAnywhere(session.user.user_can, 'manage_teams') ||
    hasCapabilityAnywhere(session.user.user_can, 'manage_units'),
);

/** Creating and editing teams: manage_teams for at least one organisation (the server checks which). */
export const manageTeamsGate = when(({ session }) =>
  hasCapabilityAnywhere(session.user.user_can, 'manage_teams'),
);

/** Creating and editing units: manage_units for at least one organisation. */
export const manageUnitsGate = when(({ session }) =>
  hasCapabilityAnywhere(session.user.user_can, 'manage_units'),
);

export const systemAdminGate = when(({ session }) => session.user.is_admin);
