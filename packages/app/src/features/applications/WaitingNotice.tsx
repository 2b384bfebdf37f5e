import type { Application, TaskInstance } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';
import { isOpenTask } from './useTaskAssignee.ts';

/**
 * What the applicant waits for, said at the top of their application: how many of their tasks the
 * current stage holds, or that the organisation is working on it; on hold, that it is paused; ended,
 * that nothing waits any more.
 */
export function WaitingNotice({
  application,
  instances,
}: {
  application: Application;
  /** The applicant's own task instances (the ones the list answers them). */
  instances: readonly TaskInstance[];
}) {
  const { t } = useApplicationsTranslation();
  const current = application.workflow?.stages.find((stage) => stage.status === 'IN_PROGRESS');
  const text = () => {
    if (application.status === 'ON_HOLD') return t('waiting.onHold');
    if (application.status !== 'IN_PROGRESS' || !current) return t('waiting.ended');
    const mine = instances.filter(
      (instance) =>
        instance.stage_id === current.id && instance.assignee_type === 'APPLICANT' && isOpenTask(instance),
    );
    return mine.length > 0
      ? t('waiting.onYou', { count: mine.length, stage: current.name })
      : t('waiting.onOrganisation', { stage: current.name });
  };
  return (
    <Alert tone={application.status === 'ON_HOLD' ? 'caution' : 'info'} title={t('waiting.title')}>
      {text()}
    </Alert>
  );
}
