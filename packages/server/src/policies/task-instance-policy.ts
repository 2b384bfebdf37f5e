import type { TaskInstanceAction, TaskInstanceStatus, WorkflowTask } from '@mobilise/contract';
import { taskInstanceActions } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import {
  type ApplicationScope,
  isApplicantOf,
  runsApplication,
  type ScopedApplication,
} from './application-policy.ts';
import { reachesRecord } from './secured-record-scope.ts';
import { holdsSecurityGroup } from './security-groups.ts';

/** A task instance as the policy sees it, with the application it belongs to. */
export interface ScopedTaskInstance {
  application: ScopedApplication;
  assigneeType: WorkflowTask['assignee_type'];
  assigneeSecurityGroupRole: WorkflowTask['assignee_security_group_role'];
  assigneeUserId: number | null;
  status: TaskInstanceStatus;
  /** Its stage is the application's current one: started and not completed. */
  stageIsCurrent: boolean;
}

/**
 * Who sees a task instance: everyone who reaches its application through their roles sees all of them
 * (what waits on whom); an applicant sees only the tasks that are theirs to do; someone only invited to
 * apply sees none.
 */
export function isTaskInstanceInScope(scope: ApplicationScope, instance: ScopedTaskInstance): boolean {
  return (
    reachesRecord(scope.records, instance.application) ||
    (instance.assigneeType === 'APPLICANT' && isApplicantOf(scope, instance.application))
  );
}

/** Whether the task is the actor's to do: theirs as the applicant, its position's holder, or in its security group. */
function doesTask(actor: Actor, scope: ApplicationScope, instance: ScopedTaskInstance): boolean {
  switch (instance.assigneeType) {
    case 'APPLICANT':
      return isApplicantOf(scope, instance.application);
    case 'POSITION':
      return instance.assigneeUserId === actor.userId && reachesRecord(scope.records, instance.application);
    case 'SECURITY_GROUP': {
      const role = instance.assigneeSecurityGroupRole;
      return (
        role !== null &&
        reachesRecord(scope.records, instance.application) &&
        instance.application.organisationIds.some((organisationId) =>
          holdsSecurityGroup(actor, role, organisationId),
        )
      );
    }
    case 'OFFICE_STAFF':
      return false;
  }
}

/**
 * One rule per action: the instance statuses it leaves from, and who may take it. Those who run the
 * application (admins, office staff, senior leadership, leadership) do all three; whoever the task is
 * for completes it. Every action needs the application IN_PROGRESS (on hold, its work waits) and the
 * task's stage to be the current one (no stage is skipped, a finished one stays finished).
 */
interface TaskInstanceActionRule {
  from: readonly TaskInstanceStatus[];
  allowed: (actor: Actor, scope: ApplicationScope, instance: ScopedTaskInstance) => boolean;
}

const runs = (_: Actor, scope: ApplicationScope, instance: ScopedTaskInstance) =>
  runsApplication(scope, instance.application);

export const taskInstanceActionRules: Record<TaskInstanceAction, TaskInstanceActionRule> = {
  complete: {
    from: ['TODO', 'IN_PROGRESS'],
    allowed: (actor, scope, instance) => runs(actor, scope, instance) || doesTask(actor, scope, instance),
  },
  reopen: { from: ['DONE', 'NOT_APPLICABLE'], allowed: runs },
  mark_not_applicable: { from: ['TODO', 'IN_PROGRESS'], allowed: runs },
};

/** `allowed`, `forbidden` (403: the actor's role may not) or `not_now` (409: the state may not). */
export function taskInstanceActionVerdict(
  actor: Actor,
  scope: ApplicationScope,
  instance: ScopedTaskInstance,
  action: TaskInstanceAction,
): 'allowed' | 'forbidden' | 'not_now' {
  const rule = taskInstanceActionRules[action];
  if (!rule.allowed(actor, scope, instance)) {
    return 'forbidden';
  }
  const open =
    instance.application.status === 'IN_PROGRESS' &&
    instance.stageIsCurrent &&
    rule.from.includes(instance.status);
  return open ? 'allowed' : 'not_now';
}

/** The task instance's user_can, for the list and for the answer of a change alike. */
export function taskInstanceUserCan(
  actor: Actor,
  scope: ApplicationScope,
  instance: ScopedTaskInstance,
): TaskInstanceAction[] {
  return taskInstanceActions.filter(
    (action) => taskInstanceActionVerdict(actor, scope, instance, action) === 'allowed',
  );
}

/**
 * Whether an open task of the current stage of a running application waits on the actor themselves
 * (their organisation tasks list): office staff's tasks for the organisation's office staff, a security
 * group's for its members, a position's for the holder it names. The applicant's tasks are theirs to see
 * in their own application, not here.
 */
export function isTaskWaitingOn(
  actor: Actor,
  scope: ApplicationScope,
  instance: ScopedTaskInstance,
): boolean {
  if (
    taskInstanceActionVerdict(actor, scope, instance, 'complete') !== 'allowed' ||
    !isTaskInstanceInScope(scope, instance)
  ) {
    return false;
  }
  const { organisationIds } = instance.application;
  switch (instance.assigneeType) {
    case 'OFFICE_STAFF':
      return organisationIds.some((organisationId) => actor.officeStaffFor.includes(organisationId));
    case 'SECURITY_GROUP': {
      const role = instance.assigneeSecurityGroupRole;
      return (
        role !== null &&
        organisationIds.some((organisationId) => holdsSecurityGroup(actor, role, organisationId))
      );
    }
    case 'POSITION':
      return instance.assigneeUserId === actor.userId;
    case 'APPLICANT':
      return false;
  }
}

/**
 * Who reaches an organisation's tasks list: admins and those with a role in it (office staff, a security
 * group); anyone else is answered as if it did not exist.
 */
export function organisationTasksAccess(actor: Actor, organisationId: number): 'read' | 'none' {
  const hasRole =
    actor.isAdmin ||
    actor.officeStaffFor.includes(organisationId) ||
    actor.securityGroups.some((group) => group.organisationId === organisationId);
  return hasRole ? 'read' : 'none';
}
