import type {
  Application,
  ApplicationAction,
  ApplicationRecord,
  Asset,
  TaskInstance,
  TaskInstanceAction,
  WorkflowStage,
} from '@mobilise/contract';
import type { ScopedApplication } from '../../policies/application-policy.ts';
import type { ScopedTaskInstance, ScopedTaskOwner } from '../../policies/task-instance-policy.ts';
import type { ApplicationRow, StageJson, TaskInstanceRow } from './repository.ts';

/** The application as the policy sees it. */
export function scopedApplicationOf(row: ApplicationRow): ScopedApplication {
  return {
    organisationIds: [row.organisation_id],
    positionHolderIds: row.position_holder_ids,
    status: row.status,
    applicantIds: row.applicant_ids,
    invitedApplicantIds: row.invited_applicant_ids,
  };
}

/**
 * A stage is COMPLETED once completed; of a running application (or assignment), the first stage not
 * completed is the one IN_PROGRESS; the rest have NOT_STARTED.
 */
export function stagesOf(stages: StageJson[], running: boolean): WorkflowStage[] {
  const current = running ? stages.find((stage) => !stage.completed) : undefined;
  return stages.map(({ completed, ...stage }) => ({
    ...stage,
    status: completed ? 'COMPLETED' : stage.id === current?.id ? 'IN_PROGRESS' : 'NOT_STARTED',
  }));
}

/** The contract's Application of a row and the caller's user_can; `workflow` when read. */
export function applicationOf(row: ApplicationRow, userCan: ApplicationAction[]): Application {
  const running = row.status === 'IN_PROGRESS' || row.status === 'ON_HOLD';
  return {
    id: row.id,
    public_id: String(row.public_id),
    title: row.title,
    status: row.status,
    term_type: row.term_type,
    about: row.about,
    ...(row.stages && { workflow: { stages: stagesOf(row.stages, running) } }),
    invited_applicant_ids: row.invited_applicant_ids,
    organisation_id: row.organisation_id,
    applicant_ids: row.applicant_ids,
    positions: row.positions,
    appointments: row.appointments,
    user_can: userCan,
  };
}

/** The application with the version a change sends back. */
export function applicationRecordOf(row: ApplicationRow, userCan: ApplicationAction[]): ApplicationRecord {
  return { ...applicationOf(row, userCan), version: row.version };
}

/**
 * The application as the task rules see it: its applicants do its APPLICANT tasks, and its work goes on
 * while it is IN_PROGRESS (on hold, it waits).
 */
export function applicationTaskOwnerOf(row: ApplicationRow): ScopedTaskOwner {
  return {
    organisationIds: [row.organisation_id],
    positionHolderIds: row.position_holder_ids,
    isRunning: row.status === 'IN_PROGRESS',
    applicantIds: row.applicant_ids,
  };
}

/** The task instance as the policy sees it, with what it belongs to. */
export function scopedTaskInstanceOf(row: TaskInstanceRow, owner: ScopedTaskOwner): ScopedTaskInstance {
  return {
    owner,
    assigneeType: row.assignee_type,
    assigneeSecurityGroupRole: row.assignee_security_group_role,
    assigneeUserId: row.assignee_user_id,
    status: row.status,
    stageIsCurrent: row.stage_is_current,
  };
}

/** The contract's TaskInstance of a row, the files attached to it and the caller's user_can. */
export function taskInstanceOf(
  row: TaskInstanceRow,
  attachments: Asset[],
  userCan: TaskInstanceAction[],
): TaskInstance {
  const { stage_is_current: _, completed_at, ...fields } = row;
  return { ...fields, completed_at: completed_at?.toISOString() ?? null, attachments, user_can: userCan };
}
