import type { ApplicationAction, ApplicationStatus } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import {
  reachesRecord,
  runsRecord,
  type ScopedRecord,
  type SecuredRecordScope,
  securedRecordScope,
} from './secured-record-scope.ts';
import { canAppoint } from './security-groups.ts';

/**
 * Which applications an actor reaches: through their roles in the application's organisation, and
 * their own, as an applicant or as someone invited to apply (they need to see what they are invited
 * to; our decision, the spec is silent).
 */
export interface ApplicationScope {
  records: SecuredRecordScope;
  selfId: number | null;
}

export interface ScopedApplication extends ScopedRecord {
  status: ApplicationStatus;
  applicantIds: readonly number[];
  invitedApplicantIds: readonly number[];
}

/** The statuses an application can still change from (the others are its outcome). */
const runningStatuses: readonly ApplicationStatus[] = ['IN_PROGRESS', 'ON_HOLD'];

export function applicationScope(actor: Actor): ApplicationScope {
  return { records: securedRecordScope(actor, 'application'), selfId: actor.personProfileId };
}

export function isApplicationInScope(scope: ApplicationScope, application: ScopedApplication): boolean {
  const { selfId } = scope;
  return (
    reachesRecord(scope.records, application) ||
    (selfId !== null &&
      (application.applicantIds.includes(selfId) || application.invitedApplicantIds.includes(selfId)))
  );
}

/**
 * The application's user_can (the spec names no actions; these follow from its statuses): while it
 * runs, those who run its organisation (admins, office staff, senior leadership, leadership) update it,
 * put it on hold, reject or abandon it, and all but leadership appoint (R-ROLE-018); management with a
 * position on it updates it. Applicants act through its tasks, not on the record.
 */
export function applicationUserCan(
  actor: Actor,
  scope: ApplicationScope,
  application: ScopedApplication,
): ApplicationAction[] {
  if (!runningStatuses.includes(application.status) || !reachesRecord(scope.records, application)) {
    return [];
  }
  if (!runsRecord(scope.records, application)) {
    return ['update'];
  }
  const actions: ApplicationAction[] = ['update'];
  if (application.organisationIds.some((organisationId) => canAppoint(actor, organisationId))) {
    actions.push('appoint');
  }
  if (application.status === 'IN_PROGRESS') {
    actions.push('put_on_hold');
  }
  actions.push('reject', 'abandon');
  return actions;
}
