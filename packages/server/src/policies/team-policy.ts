import {
  type CapabilityMap,
  hasCapability,
  type TeamAction,
  type TeamStatus,
  teamActions,
  type UnitAction,
  unitActions,
} from '@mobilise/contract';
import type { Actor } from './actor.ts';
import { capabilities } from './capabilities.ts';
import { runsRecord, securedRecordScope } from './secured-record-scope.ts';

/**
 * Who reaches an organisation's teams and units. The spec gates the opportunities pages on office staff
 * and names manage_teams and manage_units; the rest is our decision:
 * - `run`: the organisation's office staff, admins and whoever holds manage_teams or manage_units there
 *   (senior leadership) see every team and unit, drafts and private notes included;
 * - `read`: the organisation's other security groups (leadership, management), who work on its
 *   requisitions and papers, see its published teams and its units, without private notes;
 * - anyone else: nothing (404, like an unknown record).
 */
export type TeamReach = 'run' | 'read' | 'none';

export function teamReach(actor: Actor, organisationId: number, map = capabilities(actor)): TeamReach {
  if (
    actor.isAdmin ||
    actor.officeStaffFor.includes(organisationId) ||
    hasCapability(map, 'manage_teams', organisationId) ||
    hasCapability(map, 'manage_units', organisationId)
  ) {
    return 'run';
  }
  return actor.securityGroups.some((group) => group.organisationId === organisationId) ? 'read' : 'none';
}

/** The organisations of each reach, as a list can filter by them: all for an admin. */
export type TeamScope = { all: true } | { all: false; run: number[]; read: number[] };

export function teamScope(actor: Actor): TeamScope {
  if (actor.isAdmin) {
    return { all: true };
  }
  const map = capabilities(actor);
  const candidates = [
    ...new Set([...actor.officeStaffFor, ...actor.securityGroups.map((group) => group.organisationId)]),
  ];
  const of = (reach: TeamReach) =>
    candidates
      .filter((organisationId) => teamReach(actor, organisationId, map) === reach)
      .sort((a, b) => a - b);
  return { all: false, run: of('run'), read: of('read') };
}

/** Whether a reader of the team sees it: who runs the organisation every team, the other readers published ones. */
export function seesTeam(reach: TeamReach, status: TeamStatus): boolean {
  return reach === 'run' || (reach === 'read' && status === 'PUBLISHED');
}

/**
 * Whether the reader sees the organisation's open requisitions beside its teams: only who reaches all
 * of them (office staff, senior leadership), so a team never shows management or leadership a
 * requisition the security groups keep from them (Z12).
 */
export function seesOrganisationRequisitions(actor: Actor, organisationId: number): boolean {
  return runsRecord(securedRecordScope(actor, 'requisition'), {
    organisationIds: [organisationId],
    positionHolderIds: [],
  });
}

/** A team as its rules see it: its state and what holds it in place. */
export interface ScopedTeam {
  organisationId: number;
  status: TeamStatus;
  isArchived: boolean;
  openRequisitions: number;
  /** Members whose member status is ACTIVE. */
  activeMembers: number;
}

/** Why a step of a team is refused by its state, if it is: the error the server answers (409). */
export type TeamRefusal = 'transition' | 'open_requisitions' | 'active_members';

/**
 * Whether the team's state allows a step, whoever asks: an archived team is read-only until it is
 * brought back; publish from DRAFT; unpublish (can_be_unpublished) a published team with no open
 * requisitions, which would advertise a team that is not shown; archive (can_be_archived) with neither
 * open requisitions nor active members.
 */
export function teamRefusal(team: ScopedTeam, action: TeamAction): TeamRefusal | null {
  if (action === 'unarchive') {
    return team.isArchived ? null : 'transition';
  }
  if (team.isArchived) {
    return 'transition';
  }
  switch (action) {
    case 'update':
      return null;
    case 'publish':
      return team.status === 'DRAFT' ? null : 'transition';
    case 'unpublish':
      if (team.status !== 'PUBLISHED') return 'transition';
      return team.openRequisitions > 0 ? 'open_requisitions' : null;
    case 'archive':
      if (team.openRequisitions > 0) return 'open_requisitions';
      return team.activeMembers > 0 ? 'active_members' : null;
  }
}

export const managesTeams = (
  actor: Actor,
  organisationId: number,
  map: CapabilityMap = capabilities(actor),
) => hasCapability(map, 'manage_teams', organisationId);

export const managesUnits = (
  actor: Actor,
  organisationId: number,
  map: CapabilityMap = capabilities(actor),
) => hasCapability(map, 'manage_units', organisationId);

/** The team's `user_can`: the steps the actor holds manage_teams for and the team's state allows. */
export function teamUserCan(actor: Actor, team: ScopedTeam): TeamAction[] {
  if (!managesTeams(actor, team.organisationId)) {
    return [];
  }
  return teamActions.filter((action) => teamRefusal(team, action) === null);
}

/** A unit as its rules see it. */
export interface ScopedUnit {
  organisationId: number;
  isArchived: boolean;
  /** Open requisitions of the unit or of any team under it. */
  openRequisitions: number;
  /** Teams under it not archived. */
  activeTeams: number;
}

export type UnitRefusal = 'transition' | 'open_requisitions' | 'active_teams';

/** As a team's: archive (can_be_archived) only once every team under it is archived and nothing is open. */
export function unitRefusal(unit: ScopedUnit, action: UnitAction): UnitRefusal | null {
  if (action === 'unarchive') {
    return unit.isArchived ? null : 'transition';
  }
  if (unit.isArchived) {
    return 'transition';
  }
  if (action === 'update') {
    return null;
  }
  if (unit.openRequisitions > 0) return 'open_requisitions';
  return unit.activeTeams > 0 ? 'active_teams' : null;
}

export function unitUserCan(actor: Actor, unit: ScopedUnit): UnitAction[] {
  if (!managesUnits(actor, unit.organisationId)) {
    return [];
  }
  return unitActions.filter((action) => unitRefusal(unit, action) === null);
}

/**
 * Whether the actor reaches a place: who holds manage_geographical_locations for its organisation, and
 * every holder of it for the places no organisation keeps (shared by all).
 */
export function reachesGeolocation(actor: Actor, organisationId: number | null, map = capabilities(actor)) {
  return organisationId === null
    ? map.manage_geographical_locations !== undefined
    : hasCapability(map, 'manage_geographical_locations', organisationId);
}

/** Whether the actor may change a place: its organisation's holders; a shared one only under '*' (admins). */
export const managesGeolocation = (actor: Actor, organisationId: number | null, map = capabilities(actor)) =>
  hasCapability(map, 'manage_geographical_locations', organisationId);
