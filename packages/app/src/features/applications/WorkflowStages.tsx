import type { TaskInstance, TaskInstanceStatus, WorkflowStage } from '@mobilise/contract';
import type { BadgeTone } from '@mobilise/ui/Badge';
import { Badge } from '@mobilise/ui/Badge';
import { Card } from '@mobilise/ui/Card';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { formatDisplayDate } from '@mobilise/ui/dates';
import { Inline } from '@mobilise/ui/Inline';
import { Link } from '@mobilise/ui/Link';
import { Stack } from '@mobilise/ui/Stack';
import { Tiles } from '@mobilise/ui/Tiles';
import * as styles from '../../shared/record-sections.css.ts';
import { useToday } from '../people/index.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';
import { isOverdue, useTaskAssignee } from './useTaskAssignee.ts';
import type { WorkflowRecord } from './workflow-record.ts';

const taskStatusTone: Record<TaskInstanceStatus, BadgeTone> = {
  TODO: 'neutral',
  IN_PROGRESS: 'info',
  DONE: 'positive',
  NOT_APPLICABLE: 'neutral',
};

const stageStatusTone: Record<WorkflowStage['status'], BadgeTone> = {
  NOT_STARTED: 'neutral',
  IN_PROGRESS: 'info',
  COMPLETED: 'positive',
};

/** A task instance's status as a pill in its tone. */
export function TaskStatusBadge({ status }: { status: TaskInstanceStatus }) {
  const { t } = useApplicationsTranslation();
  return (
    <Badge tone={taskStatusTone[status]} size="sm">
      {t(`taskStatus.${status}`)}
    </Badge>
  );
}

/** When a task is due, an open one past its date marked overdue. */
export function useDueText() {
  const { t, language } = useApplicationsTranslation();
  const today = useToday();
  return (instance: TaskInstance) => {
    if (instance.due_date === null) return t('show.noDueDate');
    const date = formatDisplayDate(instance.due_date, language);
    return isOverdue(instance, today) ? t('show.dueOverdue', { date }) : date;
  };
}

export interface WorkflowStagesProps {
  record: Pick<WorkflowRecord, 'kind' | 'stages' | 'readerIsApplicant'>;
  /** The task instances the reader may see (an applicant sees their own), stage by stage. */
  instances: readonly TaskInstance[];
  /** Where a task's title leads: the task opened over the record's page. */
  taskHref: (instance: TaskInstance) => string;
}

/**
 * An application's or assignment's workflow: its stages in order, each with its status (the current one
 * marked), and under each the task instances the reader sees, with who does it, when it is due (overdue
 * marked) and where it stands. A task's title opens it over the page.
 */
export function WorkflowStages({ record, instances, taskHref }: WorkflowStagesProps) {
  const { t } = useApplicationsTranslation();
  const today = useToday();
  const assignee = useTaskAssignee(record, instances);
  const dueText = useDueText();
  const stages = [...record.stages].sort((a, b) => a.position - b.position);
  return (
    <Tiles as="ol" aria-label={t('show.stagesLabel')}>
      {stages.map((stage, index) => {
        const tasks = instances.filter((instance) => instance.stage_id === stage.id);
        return (
          <Card
            key={stage.id}
            heading={t('show.stage', { number: index + 1, name: stage.name })}
            actions={<Badge tone={stageStatusTone[stage.status]}>{t(`stageStatus.${stage.status}`)}</Badge>}
          >
            {tasks.length === 0 ? (
              <p className={styles.muted}>{t('show.noTasks')}</p>
            ) : (
              <Stack as="ol" space="lg">
                {tasks.map((instance) => (
                  <Stack key={instance.id} space="xs" align="start">
                    <Inline space="sm" alignY="center">
                      <h3 className={styles.itemHeading}>
                        <Link href={taskHref(instance)}>{instance.title}</Link>
                      </h3>
                      <TaskStatusBadge status={instance.status} />
                      {isOverdue(instance, today) ? (
                        <Badge tone="critical" size="sm">
                          {t('show.overdue')}
                        </Badge>
                      ) : null}
                    </Inline>
                    <DescriptionList
                      items={[
                        { id: 'assignee', term: t('show.assignee'), description: assignee(instance) },
                        { id: 'due', term: t('show.due'), description: dueText(instance) },
                        ...(instance.decision
                          ? [
                              {
                                id: 'decision',
                                term: t('show.decision'),
                                description: t(`decision.${instance.decision}`),
                              },
                            ]
                          : []),
                      ]}
                    />
                  </Stack>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </Tiles>
  );
}
