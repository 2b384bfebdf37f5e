import type { WorkflowTemplate } from '@mobilise/contract';
import { TextField } from '@mobilise/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { SaveFormModal } from './SaveFormModal.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';
import { TemplateNameField, useTemplateName } from './TemplateNameField.tsx';

const fields = ['name', 'stages.0.name'] as const;

export interface CreateBlankTemplateModalProps {
  organisationId: number;
  /** Called with the new template, to open it and add its tasks. */
  onCreated: (template: WorkflowTemplate) => void;
  onClose: () => void;
}

/**
 * Creates an empty application template of the organisation's own: its name and the name of its first
 * stage; its tasks are added on its page. A name the server refuses shows on its field.
 */
export function CreateBlankTemplateModal({
  organisationId,
  onCreated,
  onClose,
}: CreateBlankTemplateModalProps) {
  const { t } = useOrganisationTranslation();
  const templateName = useTemplateName('');
  const [stageName, setStageName] = useState('');
  const [stageMissing, setStageMissing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const create = useEndpointMutation('createWorkflowTemplate', {
    onSuccess: onCreated,
    onError: (error) => setProblem(saveProblemOf(error, fields)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameGiven = templateName.check();
    setStageMissing(stageName.trim() === '');
    if (!nameGiven || stageName.trim() === '') return;
    setProblem(noProblem);
    create.mutate({
      params: { org_id: organisationId },
      body: {
        name: templateName.name.trim(),
        subject_type: 'APPLICATION',
        stages: [{ name: stageName.trim(), tasks: [] }],
      },
    });
  };

  return (
    <SaveFormModal
      title={t('workflowTemplates.blank.title')}
      cancelLabel={t('workflowTemplates.cancel')}
      submitLabel={t('workflowTemplates.create.submit')}
      isPending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      // A new template cannot be changed by anyone else meanwhile: there is nothing stale to reload.
      stale={{ title: '', body: '', reload: '' }}
      onReload={() => undefined}
    >
      <TemplateNameField {...templateName.fieldProps} refused={problem.fieldErrors.name} autoFocus />
      <TextField
        label={t('workflowTemplates.blank.stage')}
        help={t('workflowTemplates.blank.stageHelp')}
        isRequired
        value={stageName}
        onChange={(text) => {
          setStageName(text);
          setStageMissing(false);
        }}
        errors={[
          ...(stageMissing ? [t('workflowTemplates.blank.stageMissing')] : []),
          ...(problem.fieldErrors['stages.0.name'] ?? []),
        ]}
      />
    </SaveFormModal>
  );
}
