import type { WorkflowTask as Task, WorkflowTemplate } from '@mobilise/contract';
import { Card } from '@mobilise/ui/Card';
import { Link } from '@mobilise/ui/Link';
import { Stack } from '@mobilise/ui/Stack';
import { Tiles } from '@mobilise/ui/Tiles';
import type { ReactNode } from 'react';
import { useOrganisationTranslation } from '../organisation/index.ts';
import * as styles from './settings.css.ts';
import { type PositionName, WorkflowTask } from './WorkflowTask.tsx';

type Stage = WorkflowTemplate['stages'][number];

export interface WorkflowStagesProps {
  template: WorkflowTemplate;
  /**
   * The name of a position of the template's organisation, once known.
   * @default none known
   */
  positionName?: PositionName;
  /** Where a task's title leads: the task opened over the template. */
  taskHref: (task: Task) => string;
  /** Buttons beside a stage's heading. */
  stageActions?: (stage: Stage, stageIndex: number) => ReactNode;
  /** Buttons under a task, by its place in its stage. */
  taskActions?: (task: Task, stageIndex: number, taskIndex: number) => ReactNode;
}

/** A template's stages in order, each with its tasks in order; a stage without tasks says so. */
export function WorkflowStages({
  template,
  positionName = () => undefined,
  taskHref,
  stageActions,
  taskActions,
}: WorkflowStagesProps) {
  const { t } = useOrganisationTranslation();
  return (
    <Tiles as="ol" aria-label={t('workflowTemplates.show.stagesLabel')}>
      {template.stages.map((stage, index) => (
        <Card
          key={stage.id}
          heading={t('workflowTemplates.show.stage', { number: index + 1, name: stage.name })}
          actions={stageActions?.(stage, index)}
        >
          {stage.tasks.length === 0 ? (
            <p className={styles.note}>{t('workflowTemplates.show.noTasks')}</p>
          ) : (
            <Stack as="ol" space="lg">
              {stage.tasks.map((task, taskIndex) => (
                <WorkflowTask
                  key={task.id}
                  task={task}
                  positionName={positionName}
                  actions={taskActions?.(task, index, taskIndex)}
                  heading={
                    <h3 className={styles.itemHeading}>
                      <Link href={taskHref(task)}>{task.title}</Link>
                    </h3>
                  }
                />
              ))}
            </Stack>
          )}
        </Card>
      ))}
    </Tiles>
  );
}
