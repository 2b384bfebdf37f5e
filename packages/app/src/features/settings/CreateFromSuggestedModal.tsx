import type { WorkflowTemplate } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { Modal } from '@mobilise/ui/Modal';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { type FormEvent, useId, useState } from 'react';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { useCreateFromSuggested } from './api/create-from-suggested.ts';
import type { CreateBlankTemplateModalProps } from './CreateBlankTemplateModal.tsx';
import { saveProblemOf } from './save-problem.ts';
import * as styles from './settings.css.ts';
import { TemplateNameField, useTemplateName } from './TemplateNameField.tsx';

/**
 * What the blank template's dialog takes, with the suggested templates to copy from; `onCreated` is called
 * once the new template holds every suggested task.
 */
export interface CreateFromSuggestedModalProps extends CreateBlankTemplateModalProps {
  suggested: readonly WorkflowTemplate[];
  /** The suggested template chosen when the dialog opens. */
  initialSuggestedId?: number;
}

/**
 * Creates the organisation's own template from a suggested one: pick it, name it (the suggested name
 * to start with), and its stages and tasks are copied, each task marked as from a suggestion.
 */
export function CreateFromSuggestedModal({
  organisationId,
  suggested,
  initialSuggestedId,
  onCreated,
  onClose,
}: CreateFromSuggestedModalProps) {
  const { t } = useOrganisationTranslation();
  const formId = useId();
  const initial = suggested.find(({ id }) => id === initialSuggestedId) ?? null;
  const [sourceId, setSourceId] = useState<string | null>(initial ? String(initial.id) : null);
  const templateName = useTemplateName(initial?.name ?? '');
  const [sourceMissing, setSourceMissing] = useState(false);
  const create = useCreateFromSuggested();
  const source = suggested.find(({ id }) => String(id) === sourceId) ?? null;
  const problem = create.error ? saveProblemOf(create.error, ['name']) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSourceMissing(source === null);
    const nameGiven = templateName.check();
    if (source === null || !nameGiven) return;
    create.mutate(
      { organisationId, suggested: source, name: templateName.name.trim() },
      { onSuccess: onCreated },
    );
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('workflowTemplates.create.title')}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('workflowTemplates.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={create.isPending}>
            {t('workflowTemplates.create.submit')}
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack space="md">
          {problem?.message ? (
            <Alert tone="critical" isLive>
              {problem.message}
            </Alert>
          ) : null}
          <Select
            label={t('workflowTemplates.create.source')}
            isRequired
            options={suggested.map((each) => ({ value: String(each.id), label: each.name }))}
            value={sourceId}
            onChange={(key) => {
              const next = suggested.find(({ id }) => String(id) === String(key));
              // The name follows the choice until someone types their own.
              const { name } = templateName;
              if (next && (name === '' || name === source?.name)) templateName.setName(next.name);
              setSourceId(key === null ? null : String(key));
              setSourceMissing(false);
            }}
            errors={sourceMissing ? [t('workflowTemplates.create.sourceMissing')] : []}
          />
          {source ? (
            <p className={styles.note}>
              {t('workflowTemplates.create.copies', {
                stages: t('workflowTemplates.stageCount', { count: source.stages.length }),
                tasks: t('workflowTemplates.taskCount', {
                  count: source.stages.reduce((sum, stage) => sum + stage.tasks.length, 0),
                }),
              })}
            </p>
          ) : null}
          <TemplateNameField {...templateName.fieldProps} refused={problem?.fieldErrors.name} />
        </Stack>
      </form>
    </Modal>
  );
}
