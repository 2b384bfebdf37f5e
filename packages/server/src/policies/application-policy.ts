import { type ApplicationAction, type ApplicationStatus, applicationActions } from '@mobilise/contract';
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
    isApplicantOf(scope, application) ||
    (selfId !== null && application.invitedApplicantIds.includes(selfId))
  );
}

/** Whether the actor is one of the application's applicants (being invited to apply is not enough). */
export function isApplicantOf(scope: ApplicationScope, application: ScopedApplication): boolean {
  return scope.selfId !== null && application.applicantIds.includes(scope.selfId);
}

/**
 * Whether the actor runs the application: admins, and office staff, senior leadership and leadership of
 * its organisation (leadership has every application, R-ROLE-017). Management holding a position on it
 * reaches it but does not run it.
 */
export function runsApplication(scope: ApplicationScope, application: ScopedApplication): boolean {
  return runsRecord(scope.records, application);
}

/**
 * One rule per action: the statuses it leaves from (any other is a 409, the transitions table of
 * docs/applications.md) and who may take it, whatever the status (anyone else in scope gets a 403).
 */
interface ApplicationActionRule {
  from: readonly ApplicationStatus[];
  allowed: (actor: Actor, scope: ApplicationScope, application: ScopedApplication) => boolean;
}

export const applicationActionRules: Record<ApplicationAction, ApplicationActionRule> = {
  // Management with a position on it updates it (R-ROLE-021).
  update: {
    from: runningStatuses,
    allowed: (_, scope, application) => reachesRecord(scope.records, application),
  },
  // Not leadership (R-ROLE-018), nor management.
  appoint: {
    from: ['IN_PROGRESS'],
    allowed: (actor, _, application) =>
      application.organisationIds.some((organisationId) => canAppoint(actor, organisationId)),
  },
  put_on_hold: {
    from: ['IN_PROGRESS'],
    allowed: (_, scope, application) => runsApplication(scope, application),
  },
  resume: { from: ['ON_HOLD'], allowed: (_, scope, application) => runsApplication(scope, application) },
  reject: { from: runningStatuses, allowed: (_, scope, application) => runsApplication(scope, application) },
  // The applicant withdrawing is abandoning it.
  abandon: {
    from: runningStatuses,
    allowed: (_, scope, application) =>
      runsApplication(scope, application) || isApplicantOf(scope, application),
  },
};

/**
 * What an action on an application in scope meets: `allowed`, `forbidden` (the actor's role may not:
 * 403) or `not_now` (the role may, the application's status may not: 409).
 */
export function applicationActionVerdict(
  actor: Actor,
  scope: ApplicationScope,
  application: ScopedApplication,
  action: ApplicationAction,
): 'allowed' | 'forbidden' | 'not_now' {
  const rule = applicationActionRules[action];
  if (!rule.allowed(actor, scope, application)) {
    return 'forbidden';
  }
  return rule.from.includes(application.status) ? 'allowed' : 'not_now';
}

/** The application's user_can: the actions the same rules allow now, for a single one and for lists alike. */
export function applicationUserCan(
  actor: Actor,
  scope: ApplicationScope,
  application: ScopedApplication,
): ApplicationAction[] {
  return applicationActions.filter(
    (action) => applicationActionVerdict(actor, scope, application, action) === 'allowed',
  );
}

/**
 * Who may create an application in an organisation: those who run its applications (admins, office
 * staff, senior leadership, leadership) may; the rest of its security groups (management) know the
 * organisation and get a 403; anyone else is answered as if it did not exist (404).
 */
export function applicationCreateAccess(
  actor: Actor,
  organisationId: number,
): 'allowed' | 'forbidden' | 'none' {
  const records = securedRecordScope(actor, 'application');
  if (runsRecord(records, { organisationIds: [organisationId], positionHolderIds: [] })) {
    return 'allowed';
  }
  return actor.securityGroups.some((group) => group.organisationId === organisationId) ? 'forbidden' : 'none';
}
