import type { Assignment } from '@mobilise/contract';
import { Select } from '@mobilise/ui/Select';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { organisationWorkflowTemplatesQueryOptions, SaveFormModal } from '../settings/index.ts';
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
 * Starts the assignment's workflow from one of the exploring organisation's live assignment templates
 * (its stages and tasks are copied onto the assignment). What the server refuses shows in the dialog with
 * the choice kept: a change made meanwhile (409) with a button that reads the latest version, a template
 * it does not take on the field (422).
 */
export function StartWorkflowModal({ assignment, onReload, onClose }: StartWorkflowModalProps) {
  const { t } = useAssignmentsTranslation();
  // The organisation that explored the assignment runs it; without one, the one receiving it.
  const organisation = assignment.explored_by ?? assignment.received_by;
  const templates = useQuery({
    ...organisationWorkflowTemplatesQueryOptions(organisation?.id ?? 0),
    enabled: organisation !== null,
  });
  const choices = (templates.data ?? []).filter(
    (template) => template.subject_type === 'ASSIGNMENT' && !template.is_suggested && !template.archived,
  );
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

  const organisationName = organisation?.name ?? '';
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
