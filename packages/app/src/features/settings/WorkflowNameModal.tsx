import type { WorkflowTemplate } from '@mobilise/contract';
import { TextField } from '@mobilise/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { SaveFormModal } from './SaveFormModal.tsx';
import { stagesOf, withStage, withStageRenamed } from './template-edit.ts';
import { useTemplateSave } from './useTemplateSave.ts';

export interface WorkflowNameModalProps {
  /** The organisation's template, as last read (its version goes with the change). */
  template: WorkflowTemplate;
  /** Renames the template or one of its stages, or adds a stage after its others. */
  naming: { kind: 'rename' } | { kind: 'addStage' } | { kind: 'renameStage'; stageIndex: number };
  /** Reads the template again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Renames a template or one of its stages, or adds a stage to it by name: one name field, the whole
 * template saved with the version read. A refused name shows on the field; a change made meanwhile by someone else shows with a
 * button that reads it, the name kept as typed.
 */
export function WorkflowNameModal({ template, naming, onReload, onClose }: WorkflowNameModalProps) {
  const { t } = useOrganisationTranslation();
  const stage = naming.kind === 'renameStage' ? template.stages[naming.stageIndex] : undefined;
  const texts = {
    rename: {
      title: t('workflowTemplates.rename.title', { name: template.name }),
      name: t('workflowTemplates.rename.name'),
      submit: t('workflowTemplates.rename.submit'),
    },
    addStage: {
      title: t('workflowTemplates.addStage.title', { name: template.name }),
      name: t('workflowTemplates.addStage.name'),
      submit: t('workflowTemplates.addStage.submit'),
    },
    renameStage: {
      title: t('workflowTemplates.renameStage.title', { name: stage?.name }),
      name: t('workflowTemplates.addStage.name'),
      submit: t('workflowTemplates.rename.submit'),
    },
  }[naming.kind];
  const [name, setName] = useState(naming.kind === 'rename' ? template.name : (stage?.name ?? ''));
  const [missing, setMissing] = useState(false);
  // Where the server names the field in a 422: the template's name, the stage's, or the new last stage's.
  const field =
    naming.kind === 'rename'
      ? 'name'
      : `stages.${naming.kind === 'renameStage' ? naming.stageIndex : template.stages.length}.name`;
  const { save, problem, modalProps } = useTemplateSave(template, [field], { onReload, onSaved: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(name.trim() === '');
    if (name.trim() === '') return;
    if (naming.kind === 'rename') save({ name: name.trim() });
    else if (naming.kind === 'addStage') save({ stages: withStage(stagesOf(template), name.trim()) });
    else save({ stages: withStageRenamed(stagesOf(template), naming.stageIndex, name.trim()) });
  };

  return (
    <SaveFormModal
      title={texts.title}
      submitLabel={texts.submit}
      onSubmit={submit}
      onClose={onClose}
      {...modalProps}
    >
      <TextField
        label={texts.name}
        isRequired
        value={name}
        onChange={(text) => {
          setName(text);
          setMissing(false);
        }}
        autoFocus
        errors={[
          ...(missing ? [t('workflowTemplates.create.nameMissing')] : []),
          ...(problem.fieldErrors[field] ?? []),
        ]}
      />
    </SaveFormModal>
  );
}
