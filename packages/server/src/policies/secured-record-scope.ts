import type { Actor } from './actor.ts';
import { canAccessRecord, type SecuredRecordKind } from './security-groups.ts';

/**
 * Which organisation-owned records of one kind an actor reaches through their roles, as a list can
 * filter by it: every one (admins), all of some organisations (office staff, senior leadership, and
 * leadership for applications and assignments), or, in some organisations, only those they hold a
 * position on (management, R-ROLE-021). Derived from canAccessRecord, so a list and a single read can
 * never disagree.
 */
export type SecuredRecordScope =
  | { all: true }
  | {
      all: false;
      organisationIds: number[];
      /** Organisations where the actor's own position on a record is what gives access to it. */
      positionOrganisationIds: number[];
      /** The person profile whose positions count; null for a user without one. */
      positionHolderId: number | null;
    };

export function securedRecordScope(actor: Actor, kind: SecuredRecordKind): SecuredRecordScope {
  if (actor.isAdmin) {
    return { all: true };
  }
  const candidates = [
    ...new Set([...actor.officeStaffFor, ...actor.securityGroups.map((group) => group.organisationId)]),
  ].sort((a, b) => a - b);
  const organisationIds = candidates.filter((organisationId) =>
    canAccessRecord(actor, { kind, organisationId, positionHolderIds: [] }),
  );
  const holderId = actor.personProfileId;
  const positionOrganisationIds =
    holderId === null
      ? []
      : candidates.filter(
          (organisationId) =>
            !organisationIds.includes(organisationId) &&
            canAccessRecord(actor, { kind, organisationId, positionHolderIds: [holderId] }),
        );
  return { all: false, organisationIds, positionOrganisationIds, positionHolderId: holderId };
}

/** A record as the scope sees it: the organisations it belongs to and who holds a position on it. */
export interface ScopedRecord {
  organisationIds: readonly number[];
  positionHolderIds: readonly number[];
}

/** Whether the scope reaches the record through the actor's roles. */
export function reachesRecord(scope: SecuredRecordScope, record: ScopedRecord): boolean {
  if (scope.all) {
    return true;
  }
  const { organisationIds, positionOrganisationIds, positionHolderId } = scope;
  return record.organisationIds.some(
    (organisationId) =>
      organisationIds.includes(organisationId) ||
      (positionOrganisationIds.includes(organisationId) &&
        positionHolderId !== null &&
        record.positionHolderIds.includes(positionHolderId)),
  );
}

/** Whether the scope reaches every record of one of the organisations: what lets a role act on it. */
export function runsRecord(scope: SecuredRecordScope, record: ScopedRecord): boolean {
  return (
    scope.all ||
    record.organisationIds.some((organisationId) => scope.organisationIds.includes(organisationId))
  );
}
