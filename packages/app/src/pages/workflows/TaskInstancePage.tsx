import { LoadingState } from '@mobilise/ui/EmptyState';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { TaskInstanceModal } from '../../features/applications/index.ts';
import type { TaskInstanceOutletContext } from './ApplicationScreen.tsx';

/**
 * A task instance opened over its application (ApplicationsShowTaskInstance and its full-id twin, by
 * `:task_instance_id`): a dialog where the reader does the task; closing it goes back to the application
 * where it was, scrolled as it was. A task the reader cannot see in this application says so.
 */
export function Page() {
  const navigate = useNavigate();
  const { application, instances, applicationHref, onReload } = useOutletContext<TaskInstanceOutletContext>();
  const instanceId = Number(useParams().task_instance_id);
  if (instances === undefined) return <LoadingState />;
  return (
    <TaskInstanceModal
      application={application}
      instance={instances.find(({ id }) => id === instanceId)}
      onReload={onReload}
      onClose={() => navigate(applicationHref, { preventScrollReset: true })}
    />
  );
}
