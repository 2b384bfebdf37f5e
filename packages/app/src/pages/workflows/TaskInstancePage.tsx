import { LoadingState } from '@mobilise/ui/EmptyState';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { TaskInstanceModal, type TaskInstanceOutletContext } from '../../features/applications/index.ts';

/**
 * A task instance opened over its application or assignment (the task-instance child routes of
 * ApplicationsShow, AssignmentsShow and their full-id twins, by `:task_instance_id`): a dialog where the
 * reader does the task; closing it goes back to the record where it was, scrolled as it was. A task the
 * reader cannot see in this record says so.
 */
export function Page() {
  const navigate = useNavigate();
  const { record, instances, recordHref, onReload } = useOutletContext<TaskInstanceOutletContext>();
  const instanceId = Number(useParams().task_instance_id);
  if (instances === undefined) return <LoadingState />;
  return (
    <TaskInstanceModal
      record={record}
      instance={instances.find(({ id }) => id === instanceId)}
      onReload={onReload}
      onClose={() => navigate(recordHref, { preventScrollReset: true })}
    />
  );
}
