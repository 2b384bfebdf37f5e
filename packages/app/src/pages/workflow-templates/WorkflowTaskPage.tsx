import { Button } from '@mobilise/ui/Button';
import { Modal } from '@mobilise/ui/Modal';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { useOrganisationTranslation } from '../../features/organisation/index.ts';
import { WorkflowTask } from '../../features/settings/index.ts';
import type { TaskOutletContext } from './WorkflowTemplateScreen.tsx';

/**
 * A task opened over its template (WorkflowTemplatesShowTask, SuggestedWorkflowTemplatesShowTask, by
 * `:task_id`): a dialog with what the template's list says of it; closing it goes back to the template
 * where it was, scrolled as it was. A task the template does not hold says so.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const navigate = useNavigate();
  const { template, positionName, templateHref } = useOutletContext<TaskOutletContext>();
  const taskId = Number(useParams().task_id);
  const task = template.stages.flatMap((stage) => stage.tasks).find(({ id }) => id === taskId);
  const close = () => navigate(templateHref, { preventScrollReset: true });
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={task?.title ?? t('workflowTemplates.task.notFound')}
      actions={(dismiss) => <Button onPress={dismiss}>{t('workflowTemplates.task.close')}</Button>}
    >
      {task ? <WorkflowTask task={task} positionName={positionName} /> : null}
    </Modal>
  );
}
