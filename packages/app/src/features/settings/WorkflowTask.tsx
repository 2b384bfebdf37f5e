import type { WorkflowTask as Task, TaskFormName } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import type { ReactNode } from 'react';
import { useOrganisationTranslation } from '../organisation/index.ts';
import * as styles from './settings.css.ts';

/** The name of a position of the template's organisation, once known. */
export type PositionName = (id: number) => string | undefined;

export interface WorkflowTaskProps {
  task: Task;
  positionName: PositionName;
  /** The task's title as a heading of the list it is in; left out where a dialog titles it already. */
  heading?: ReactNode;
  /** Buttons under the task (edit, move, remove). */
  actions?: ReactNode;
}

/**
 * One task of a template: whether it came from a suggestion, its description, who does it (a position
 * by its name), when it is due after its stage starts and what completing it means.
 */
export function WorkflowTask({ task, positionName, heading, actions }: WorkflowTaskProps) {
  const { t } = useOrganisationTranslation();

  const assignee = () => {
    if (task.assignee_type === 'SECURITY_GROUP' && task.assignee_security_group_role) {
      return t(`workflowTemplates.securityGroups.${task.assignee_security_group_role}`);
    }
    if (task.assignee_type === 'POSITION' && task.responsible_position_id !== null) {
      const name = positionName(task.responsible_position_id);
      return name
        ? t('workflowTemplates.assignees.positionNamed', { name })
        : t('workflowTemplates.assignees.POSITION');
    }
    return t(`workflowTemplates.assignees.${task.assignee_type}`);
  };

  // One of the server's forms by its name in the reader's language; any other as the template names it. The
  // translations say which forms the server has, rather than the contract's list, whose module would bring
  // the whole schema library into this page's first load.
  const formName =
    task.form_name === null
      ? null
      : t(`workflowTemplates.forms.${task.form_name as TaskFormName}`, { defaultValue: task.form_name });
  const completion =
    task.completion_type === 'FORM' && formName
      ? t('workflowTemplates.completion.formNamed', { name: formName })
      : t(`workflowTemplates.completion.${task.completion_type}`);

  const marker =
    task.suggested_task_id === null ? null : (
      <Badge tone="info" size="sm">
        {t('workflowTemplates.show.fromSuggestion')}
      </Badge>
    );

  return (
    <Stack space="sm" align="start">
      {heading ? (
        <Inline space="sm" alignY="center">
          {heading}
          {marker}
        </Inline>
      ) : (
        marker
      )}
      {task.description ? <p className={styles.text}>{task.description}</p> : null}
      <DescriptionList
        items={[
          { id: 'assignee', term: t('workflowTemplates.show.assignee'), description: assignee() },
          {
            id: 'due',
            term: t('workflowTemplates.show.due'),
            description:
              task.due_offset_days === null
                ? t('workflowTemplates.show.noDueDate')
                : t('workflowTemplates.show.dueAfter', { count: task.due_offset_days }),
          },
          { id: 'completion', term: t('workflowTemplates.show.completion'), description: completion },
        ]}
      />
      {actions}
    </Stack>
  );
}
