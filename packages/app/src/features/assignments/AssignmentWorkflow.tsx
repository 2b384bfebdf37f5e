import type { Assignment, TaskInstance } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { routePath } from '../../routes/routePath.ts';
import { useMyAimTranslation } from '../../shared/index.ts';
import * as styles from '../../shared/record-sections.css.ts';
import type { RecordAddress } from '../../shared/useAddressedRecordId.ts';
import {
  type TaskInstanceOutletContext,
  type WorkflowRecord,
  WorkflowStages,
} from '../applications/index.ts';
import { useCurrentUser } from '../session/index.ts';
import { assignmentTaskInstancesQueryOptions } from './api/assignment-workflow.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// The dialog, and the form fields it brings, load when first needed: most visits start no workflow.
const StartWorkflowModal = lazy(() =>
  import('./StartWorkflowModal.tsx').then((module) => ({ default: module.StartWorkflowModal })),
);

export interface AssignmentWorkflowProps {
  assignment: Assignment;
  /** How the page's address names the assignment: its task addresses name it the same way. */
  address: RecordAddress;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * The assignment's workflow, run as an application's: its stages and the task instances the reader
 * sees, each task's title opening it over the page at the assignment's task-instance child route (which
 * this section renders), and "Start workflow" while it has none, for those who act on the assignment.
 */
export function AssignmentWorkflow({ assignment, address, onReload }: AssignmentWorkflowProps) {
  const { t } = useAssignmentsTranslation();
  const myAim = useMyAimTranslation();
  const queryClient = useQueryClient();
  const profileId = useCurrentUser()?.person_profile_id ?? null;
  const [isStarting, setStarting] = useState(false);
  const hasWorkflow = assignment.workflow.stages.length > 0;
  const tasks = useQuery({ ...assignmentTaskInstancesQueryOptions(assignment.id), enabled: hasWorkflow });
  const reload = () => Promise.all([onReload(), tasks.refetch()]);
  const key = address === 'public_id' ? assignment.public_id : assignment.id;
  const recordHref =
    address === 'public_id'
      ? routePath('AssignmentsShow', { public_id: key })
      : routePath('AssignmentsShowById', { id: key });
  const taskHref = (instance: TaskInstance) => {
    const params = { task_id: instance.task_id, task_instance_id: instance.id };
    return address === 'public_id'
      ? routePath('AssignmentsShowTaskInstance', { public_id: key, ...params })
      : routePath('AssignmentsShowByIdTaskInstance', { id: key, ...params });
  };
  const record: WorkflowRecord = {
    kind: 'assignment',
    stages: assignment.workflow.stages,
    isRunning: !assignment.is_abandoned && assignment.status !== 'ENDED',
    // The assignee does its applicant's tasks, once it is shared with them (before, they do not see it).
    readerIsApplicant: assignment.is_shared_with_assignee && assignment.assignee.id === profileId,
    fetchTaskInstances: () =>
      queryClient.fetchQuery({ ...assignmentTaskInstancesQueryOptions(assignment.id), staleTime: 0 }),
  };

  const content = () => {
    if (!hasWorkflow) return <p className={styles.muted}>{t('workflow.none')}</p>;
    if (tasks.isError) {
      return <ErrorState onRetry={() => void tasks.refetch()}>{myAim.t('shared.loadError')}</ErrorState>;
    }
    if (!tasks.data) return <LoadingState />;
    return <WorkflowStages record={record} instances={tasks.data} taskHref={taskHref} />;
  };

  return (
    <>
      <DetailSection
        title={t('sections.workflow')}
        actions={
          assignment.workflow.user_can.includes('start') ? (
            <Button variant="secondary" onPress={() => setStarting(true)}>
              {t('workflow.start')}
            </Button>
          ) : null
        }
      >
        {content()}
      </DetailSection>
      {isStarting ? (
        <Suspense fallback={null}>
          <StartWorkflowModal
            assignment={assignment}
            onReload={onReload}
            onClose={() => setStarting(false)}
          />
        </Suspense>
      ) : null}
      <Outlet
        context={
          { record, instances: tasks.data, recordHref, onReload: reload } satisfies TaskInstanceOutletContext
        }
      />
    </>
  );
}
