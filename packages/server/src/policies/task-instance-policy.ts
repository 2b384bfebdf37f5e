import type { TaskInstanceAction, TaskInstanceStatus, WorkflowTask } from '@mobilise/contract';
import { taskInstanceActions } from '@mobilise/contract';
import type { Actor } from './actor.ts';
import {
  reachesRecord,
  runsRecord,
  type ScopedRecord,
  type SecuredRecordScope,
} from './secured-record-scope.ts';
import { holdsSecurityGroup } from './security-groups.ts';

/**
 * What the task rules need of the caller's scope; an application's and an assignment's scope both give
 * it (each for its own kind of record).
 */
export interface TaskScope {
  records: SecuredRecordScope;
  selfId: number | null;
}

/**
 * What a task instance belongs to, as the rules see it: an application or an assignment, whose
 * organisations and position holders reach it as they reach the record itself.
 */
export interface ScopedTaskOwner extends ScopedRecord {
  /** Its work goes on: an application IN_PROGRESS, an assignment neither abandoned nor ENDED. */
  isRunning: boolean;
  /**
   * The people who do its APPLICANT tasks: an application's applicants; an assignment's assignee, but
   * only once it is shared with them (before, the assignment is not theirs to see).
   */
  applicantIds: readonly number[];
}

/** A task instance as the policy sees it, with what it belongs to. */
export interface ScopedTaskInstance {
  owner: ScopedTaskOwner;
  assigneeType: WorkflowTask['assignee_type'];
  assigneeSecurityGroupRole: WorkflowTask['assignee_security_group_role'];
  assigneeUserId: number | null;
  status: TaskInstanceStatus;
  /** Its stage is the current one: started and not completed. */
  stageIsCurrent: boolean;
}

/** Whether the actor plays the applicant's part for what the task belongs to. */
function isApplicantFor(scope: TaskScope, owner: ScopedTaskOwner): boolean {
  return scope.selfId !== null && owner.applicantIds.includes(scope.selfId);
}

/**
 * Who sees a task instance: everyone who reaches its application or assignment through their roles sees
 * all of them (what waits on whom); the applicant (or the assignee it is shared with) sees only the tasks
 * that are theirs to do; anyone else (someone only invited to apply, the receiving organisation) none.
 */
export function isTaskInstanceInScope(scope: TaskScope, instance: ScopedTaskInstance): boolean {
  return (
    reachesRecord(scope.records, instance.owner) ||
    (instance.assigneeType === 'APPLICANT' && isApplicantFor(scope, instance.owner))
  );
}

/** Whether the task is the actor's to do: theirs as the applicant, its position's holder, or in its security group. */
function doesTask(actor: Actor, scope: TaskScope, instance: ScopedTaskInstance): boolean {
  switch (instance.assigneeType) {
    case 'APPLICANT':
      return isApplicantFor(scope, instance.owner);
    case 'POSITION':
      return instance.assigneeUserId === actor.userId && reachesRecord(scope.records, instance.owner);
    case 'SECURITY_GROUP': {
      const role = instance.assigneeSecurityGroupRole;
      return (
        role !== null &&
        reachesRecord(scope.records, instance.owner) &&
        instance.owner.organisationIds.some((organisationId) =>
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
 * application or assignment (admins, office staff, senior leadership, leadership) do all three; whoever
 * the task is for completes it. Every action needs its owner running (on hold, abandoned or ended, its
 * work waits) and the task's stage to be the current one (no stage is skipped, a finished one stays
 * finished).
 */
interface TaskInstanceActionRule {
  from: readonly TaskInstanceStatus[];
  allowed: (actor: Actor, scope: TaskScope, instance: ScopedTaskInstance) => boolean;
}

const runs = (_: Actor, scope: TaskScope, instance: ScopedTaskInstance) =>
  runsRecord(scope.records, instance.owner);

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
  scope: TaskScope,
  instance: ScopedTaskInstance,
  action: TaskInstanceAction,
): 'allowed' | 'forbidden' | 'not_now' {
  const rule = taskInstanceActionRules[action];
  if (!rule.allowed(actor, scope, instance)) {
    return 'forbidden';
  }
  const open = instance.owner.isRunning && instance.stageIsCurrent && rule.from.includes(instance.status);
  return open ? 'allowed' : 'not_now';
}

/** The task instance's user_can, for the list and for the answer of a change alike. */
export function taskInstanceUserCan(
  actor: Actor,
  scope: TaskScope,
  instance: ScopedTaskInstance,
): TaskInstanceAction[] {
  return taskInstanceActions.filter(
    (action) => taskInstanceActionVerdict(actor, scope, instance, action) === 'allowed',
  );
}

/**
 * Whether an open task of the current stage of a running application or assignment waits on the actor themselves
 * (their organisation tasks list): office staff's tasks for the organisation's office staff, a security
 * group's for its members, a position's for the holder it names. The applicant's tasks are theirs to see
 * in their own application or assignment, not here.
 */
export function isTaskWaitingOn(actor: Actor, scope: TaskScope, instance: ScopedTaskInstance): boolean {
  if (
    taskInstanceActionVerdict(actor, scope, instance, 'complete') !== 'allowed' ||
    !isTaskInstanceInScope(scope, instance)
  ) {
    return false;
  }
  const { organisationIds } = instance.owner;
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
