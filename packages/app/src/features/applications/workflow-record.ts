import type { TaskInstance, WorkflowStage } from '@mobilise/contract';

/**
 * What a workflow belongs to, as its page and its tasks' dialog read it: an application, or an
 * assignment, which runs its workflow by the same rules.
 */
export interface WorkflowRecord {
  /** An assignment's APPLICANT tasks are its assignee's, and say so. */
  kind: 'application' | 'assignment';
  /** Its stages, in any order (each has its position). */
  stages: readonly WorkflowStage[];
  /** Its work goes on: an application IN_PROGRESS, an assignment neither abandoned nor ended. */
  isRunning: boolean;
  /** The reader does its APPLICANT tasks: one of the applicants, or the assignee it is shared with. */
  readerIsApplicant: boolean;
  /** Reads its task instances afresh (the version a FORM task's last save left). */
  fetchTaskInstances: () => Promise<readonly TaskInstance[]>;
}

/** What a record's page hands the task instance opened over it (its task-instance child route). */
export interface TaskInstanceOutletContext {
  record: WorkflowRecord;
  /** The task instances the reader sees, undefined while they load. */
  instances: readonly TaskInstance[] | undefined;
  /** The record's own address, where closing the task leads. */
  recordHref: string;
  /** Reads the record and its tasks again, after someone else changed them. */
  onReload: () => Promise<unknown>;
}
