import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../policies/actor.ts';
import { applicationScope } from '../../policies/application-policy.ts';
import { assignmentScope } from '../../policies/assignment-policy.ts';
import { assignmentTaskOwnerOf } from '../../policies/assignment-workflow-policy.ts';
import type { ScopedTaskOwner, TaskScope } from '../../policies/task-instance-policy.ts';
import type { Clock } from '../../ports.ts';
import { lockAssignment } from '../assignments/actions-repository.ts';
import { scopedAssignmentOf } from '../assignments/presenter.ts';
import { findAssignment } from '../assignments/repository.ts';
import { applicationTaskOwnerOf } from './presenter.ts';
import {
  type ApplicationRow,
  findApplication,
  type TaskInstanceRow,
  type WorkflowSubject,
} from './repository.ts';

/**
 * What a task instance belongs to, read for its rules: the application or assignment as the policy sees
 * it, the caller's scope for that kind of record, the organisation its audit rows are filed under, and
 * the application itself when it is one (its applicants are mailed about their tasks).
 */
export interface TaskOwner {
  subject: WorkflowSubject;
  scoped: ScopedTaskOwner;
  scope: TaskScope;
  organisationId: number | null;
  application: ApplicationRow | null;
}

/**
 * The owner of the task instance `row`, or undefined when it no longer exists; `lock` holds its row for
 * the rest of the transaction, so two tasks finishing a stage at once advance it once.
 */
export async function taskOwnerOf(
  db: Kysely<Database>,
  { actor, clock }: { actor: Actor; clock: Clock },
  row: Pick<TaskInstanceRow, 'application_id' | 'assignment_id'>,
  { lock = false } = {},
): Promise<TaskOwner | undefined> {
  if (row.application_id !== null) {
    const application = await findApplication(db, row.application_id, { lock });
    return (
      application && {
        subject: { type: 'APPLICATION', id: application.id },
        scoped: applicationTaskOwnerOf(application),
        scope: applicationScope(actor),
        organisationId: application.organisation_id,
        application,
      }
    );
  }
  if (row.assignment_id === null) {
    return undefined;
  }
  const today = clock.now().toISOString().slice(0, 10);
  const assignment = await (lock ? lockAssignment : findAssignment)(db, row.assignment_id, today);
  return (
    assignment && {
      subject: { type: 'ASSIGNMENT', id: assignment.id },
      scoped: assignmentTaskOwnerOf(scopedAssignmentOf(assignment)),
      scope: assignmentScope(actor),
      organisationId: assignment.explored_by?.id ?? assignment.organisation_ids[0] ?? null,
      application: null,
    }
  );
}
