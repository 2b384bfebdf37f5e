import type { Assignment } from '@mobilise/contract';
import { Select } from '@mobilise/ui/Select';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { SaveFormModal } from '../settings/index.ts';
import { startableWorkflowTemplatesQueryOptions } from './api/assignment-workflow.ts';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { useAssignmentDialog } from './useAssignmentDialog.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

const fields = ['workflow_template_id'] as const;

export interface StartWorkflowModalProps {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Starts the assignment's workflow from one of the templates the server says it may start from (its
 * organisations' live assignment templates; their stages and tasks are copied onto the assignment). What the server refuses shows in the dialog with
 * the choice kept: a change made meanwhile (409) with a button that reads the latest version, a template
 * it does not take on the field (422).
 */
export function StartWorkflowModal({ assignment, onReload, onClose }: StartWorkflowModalProps) {
  const { t } = useAssignmentsTranslation();
  const templates = useQuery(startableWorkflowTemplatesQueryOptions(assignment.id));
  const choices = templates.data ?? [];
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [isMissing, setMissing] = useState(false);
  const dialog = useAssignmentDialog({ onReload, onClose });
  const { problem } = dialog;
  const start = useEndpointMutation('startAssignmentWorkflow', {
    onSuccess: async () => {
      onClose();
      await toastAssignmentDone(t('workflow.started'));
    },
    onError: dialog.failed(fields),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(templateId === null);
    if (templateId === null) return;
    dialog.clearProblem();
    start.mutate({
      params: { id: assignment.id },
      body: { workflow_template_id: Number(templateId), version: assignment.version },
    });
  };

  // The help names the organisations whose templates are offered; with none, the one that explored it.
  const organisationName =
    choices.length > 0
      ? [...new Set(choices.map((template) => template.organisation.name))].join(', ')
      : ((assignment.explored_by ?? assignment.received_by)?.name ?? '');
  return (
    <SaveFormModal
      {...dialog.modal}
      title={t('workflow.startTitle')}
      submitLabel={t('workflow.start')}
      isPending={start.isPending}
      onSubmit={submit}
    >
      <Select
        label={t('workflow.template')}
        help={
          templates.data && choices.length === 0
            ? t('workflow.noTemplates', { organisation: organisationName })
            : t('workflow.templateHelp', { organisation: organisationName })
        }
        isRequired
        options={choices.map((template) => ({ value: String(template.id), label: template.name }))}
        value={templateId}
        onChange={(key) => {
          setTemplateId(key === null ? null : String(key));
          setMissing(false);
        }}
        errors={[
          ...(isMissing ? [t('workflow.templateMissing')] : []),
          ...(problem.fieldErrors.workflow_template_id ?? []),
        ]}
      />
    </SaveFormModal>
  );
}
