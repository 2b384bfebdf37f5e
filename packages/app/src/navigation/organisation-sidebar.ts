import { type CapabilityName, hasCapability } from '@mobilise/contract';
import {
  Compass,
  Contact,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  PlaneLanding,
  PlaneTakeoff,
  Settings,
  Users,
} from 'lucide-react';
import type { SignedInSession } from '../guards/guard.ts';
import { type RouteTarget, routeTarget } from '../routes/routePath.ts';
import { type NavEntry, type NavEntryDefinition, visibleEntries } from './nav-entry.ts';
import { isReachable } from './reachable.ts';

type Definition = NavEntryDefinition<SignedInSession>;

/** A link shown while its route lets the user in (office staff, feature flags, applications:). */
const link = (
  id: string,
  key: string,
  to: RouteTarget,
  isShown?: (session: SignedInSession) => boolean,
): Definition => ({
  id,
  label: { key: `nav.organisation.${key}` },
  to,
  isShown: (session) => isReachable(session, to) && (isShown?.(session) ?? true),
});

const section = (id: string, key: string, icon: LucideIcon, children: Definition[]): Definition => ({
  id,
  label: { key: `nav.organisation.${key}` },
  icon,
  children,
});

const holds =
  (capability: CapabilityName, organisationId: number) =>
  ({ user }: SignedInSession) =>
    hasCapability(user.user_can, capability, organisationId);

const adminOnly = ({ user }: SignedInSession) => user.is_admin;

const definitions = (org_id: number): Definition[] => [
  { ...link('dashboard', 'dashboard', routeTarget('OrgDashboard', { org_id })), icon: LayoutDashboard },
  { ...link('applications', 'applications', routeTarget('OrgApplications', { org_id })), icon: FileText },
  section('inbound', 'inbound.title', PlaneLanding, [
    link(
      'potentialAssignments',
      'inbound.interested',
      routeTarget('ReceivingOrgPotentialAssignments', { org_id }),
    ),
    link('arrivingSoon', 'inbound.arrivingSoon', routeTarget('OrgArrivingSoon', { org_id })),
  ]),
  { ...link('outbound', 'outbound', routeTarget('OrgOutbound', { org_id })), icon: PlaneTakeoff },
  section('peopleManagement', 'people.title', Users, [
    link(
      'managePeople',
      'people.manage',
      routeTarget('OrgPersonProfiles', { org_id }),
      holds('create_person_profiles', org_id),
    ),
    link('leaveRequests', 'people.leaveRequests', routeTarget('OrgLeaveRequests', { org_id })),
    link('leaveAndTravel', 'people.leaveAndTravel', routeTarget('OrgLeaveAndTravel', { org_id })),
    link('educationPlans', 'people.educationPlans', routeTarget('EducationPlansIndex')),
    link('reviews', 'people.reviews', routeTarget('OrgReviews', { org_id })),
    link(
      'aboReport',
      'people.aboReport',
      routeTarget('DownloadAboReport'),
      holds('download_abo_report', org_id),
    ),
    link(
      'historicAboReport',
      'people.historicAboReport',
      routeTarget('DownloadAboReport', { historical: true }),
      holds('download_abo_report', org_id),
    ),
    link('rhafReport', 'people.rhafReport', routeTarget('DownloadRhafReport'), adminOnly),
    link(
      'eligibleVotersReport',
      'people.eligibleVotersReport',
      routeTarget('DownloadEligibleVotersReport'),
      adminOnly,
    ),
  ]),
  section('opportunities', 'opportunities.title', Compass, [
    link('requisitions', 'opportunities.requisitions', routeTarget('Requisitions')),
    link('visionStrategyPapers', 'opportunities.visionStrategyPapers', routeTarget('VisionStrategyPapers')),
    link('teams', 'opportunities.teams', routeTarget('Teams')),
    link('units', 'opportunities.units', routeTarget('Units')),
    link('orgRequisitions', 'opportunities.orgRequisitions', routeTarget('OrgRequisitions', { org_id })),
    link(
      'orgVisionStrategyPapers',
      'opportunities.orgVisionStrategyPapers',
      routeTarget('OrgVisionStrategyPapers', { org_id }),
    ),
    link('orgTeams', 'opportunities.orgTeams', routeTarget('OrgTeams', { org_id })),
    link('orgUnits', 'opportunities.orgUnits', routeTarget('OrgUnits', { org_id })),
    link('createRequisition', 'opportunities.createRequisition', routeTarget('RequisitionsCreate')),
    link(
      'createVisionStrategyPaper',
      'opportunities.createVisionStrategyPaper',
      routeTarget('VisionStrategyPapersCreate'),
    ),
    link('createTeam', 'opportunities.createTeam', routeTarget('TeamsCreate'), holds('manage_teams', org_id)),
    link('createUnit', 'opportunities.createUnit', routeTarget('UnitsCreate'), holds('manage_units', org_id)),
  ]),
  { ...link('directory', 'directory', routeTarget('OrgMembersDirectory', { org_id })), icon: Contact },
  { ...link('settings', 'settings', routeTarget('OrgSettings', { org_id })), icon: Settings },
];

/** The Organisation sidebar for the active organisation; empty without one. */
export const organisationSidebar = (session: SignedInSession): NavEntry[] =>
  session.activeOrganisationId === null
    ? []
    : visibleEntries(definitions(session.activeOrganisationId), session);
