import {
  type PositionRecord,
  type SecurityGroupRole,
  securityGroupRoles,
  taskFormNames,
  type WorkflowTaskAssigneeType,
  type WorkflowTaskCompletionType,
  type WorkflowTemplate,
  workflowTaskAssigneeTypes,
  workflowTaskCompletionTypes,
  workflowTaskInputFields,
} from '@mobilise/contract';
import { NumberField } from '@mobilise/ui/NumberField';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { Select } from '@mobilise/ui/Select';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField } from '@mobilise/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { SaveFormModal } from './SaveFormModal.tsx';
import { stagesOf, taskFieldPath, withTask } from './template-edit.ts';
import { useTemplateSave } from './useTemplateSave.ts';

type Field = (typeof workflowTaskInputFields)[number];
/** The fields the dialog requires before it sends: the title, and what the choices made call for. */
type RequiredField = 'title' | 'assignee_security_group_role' | 'responsible_position_id' | 'form_name';

export interface WorkflowTaskFormModalProps {
  /** The organisation's template, as last read (its version goes with the change). */
  template: WorkflowTemplate;
  /** The stage, by its place in the template. */
  stageIndex: number;
  /** The task to change, by its place in the stage; none adds one after the stage's tasks. */
  taskIndex?: number;
  /** The organisation's positions: a live one held on the template's kind of record may do the task. */
  positions: readonly PositionRecord[];
  /** Reads the template again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a task of the organisation's own to a stage, or changes one: its title and description, who does
 * it (the applicant, office staff, a security group by its role, or a position's holder), when it falls
 * due after its stage starts, and what completes it (one of the server's forms, a document, a decision).
 * The whole template is saved with the version read; what the server refuses shows on its field, and a
 * change made meanwhile by someone else with a button that reads it, the input kept as typed.
 */
export function WorkflowTaskFormModal({
  template,
  stageIndex,
  taskIndex,
  positions,
  onReload,
  onClose,
}: WorkflowTaskFormModalProps) {
  const { t } = useOrganisationTranslation();
  const stage = template.stages[stageIndex];
  const task = taskIndex === undefined ? undefined : stage?.tasks[taskIndex];
  const place = taskIndex ?? stage?.tasks.length ?? 0;
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [assignee, setAssignee] = useState<WorkflowTaskAssigneeType>(task?.assignee_type ?? 'APPLICANT');
  const [role, setRole] = useState<string | null>(task?.assignee_security_group_role ?? null);
  const [positionId, setPositionId] = useState<string | null>(
    task?.responsible_position_id ? String(task.responsible_position_id) : null,
  );
  const [dueOffset, setDueOffset] = useState<number>(task?.due_offset_days ?? Number.NaN);
  const [completion, setCompletion] = useState<WorkflowTaskCompletionType>(task?.completion_type ?? 'FORM');
  const [formName, setFormName] = useState<string | null>(task?.form_name ?? null);
  const [missing, setMissing] = useState<readonly RequiredField[]>([]);
  const paths = workflowTaskInputFields.map((field) => taskFieldPath(stageIndex, place, field));
  const { save, problem, modalProps } = useTemplateSave(template, paths, { onReload, onSaved: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nowMissing: RequiredField[] = [
      ...(title.trim() === '' ? (['title'] as const) : []),
      ...(assignee === 'SECURITY_GROUP' && role === null ? (['assignee_security_group_role'] as const) : []),
      ...(assignee === 'POSITION' && positionId === null ? (['responsible_position_id'] as const) : []),
      ...(completion === 'FORM' && formName === null ? (['form_name'] as const) : []),
    ];
    setMissing(nowMissing);
    if (nowMissing.length > 0) return;
    const edited = {
      ...(task && { id: task.id }),
      title: title.trim(),
      description: description.trim() === '' ? null : description.trim(),
      assignee_type: assignee,
      assignee_security_group_role: assignee === 'SECURITY_GROUP' ? (role as SecurityGroupRole) : null,
      responsible_position_id: assignee === 'POSITION' ? Number(positionId) : null,
      due_offset_days: Number.isNaN(dueOffset) ? null : dueOffset,
      completion_type: completion,
      form_name: completion === 'FORM' ? formName : null,
    };
    save({ stages: withTask(stagesOf(template), stageIndex, edited, place) });
  };

  const errorsOf = (field: Field) => [
    ...(missing.includes(field as RequiredField)
      ? [t(`workflowTemplates.taskForm.missing.${field as RequiredField}`)]
      : []),
    ...(problem.fieldErrors[taskFieldPath(stageIndex, place, field)] ?? []),
  ];
  const given = (field: RequiredField) => setMissing((was) => was.filter((each) => each !== field));

  return (
    <SaveFormModal
      title={
        task
          ? t('workflowTemplates.taskForm.editTitle', { title: task.title })
          : t('workflowTemplates.taskForm.addTitle', { stage: stage?.name })
      }
      submitLabel={task ? t('workflowTemplates.taskForm.save') : t('workflowTemplates.taskForm.add')}
      onSubmit={submit}
      onClose={onClose}
      {...modalProps}
    >
      <TextField
        label={t('workflowTemplates.taskForm.title')}
        isRequired
        value={title}
        onChange={(text) => {
          setTitle(text);
          given('title');
        }}
        autoFocus
        errors={errorsOf('title')}
      />
      <TextArea
        label={t('workflowTemplates.taskForm.description')}
        value={description}
        onChange={setDescription}
        rows={3}
        errors={errorsOf('description')}
      />
      <RadioGroup
        label={t('workflowTemplates.taskForm.assignee')}
        isRequired
        options={workflowTaskAssigneeTypes.map((value) => ({
          value,
          label: t(`workflowTemplates.assignees.${value}`),
        }))}
        value={assignee}
        onChange={(value) => setAssignee(value as WorkflowTaskAssigneeType)}
        errors={errorsOf('assignee_type')}
      />
      {assignee === 'SECURITY_GROUP' ? (
        <Select
          label={t('workflowTemplates.taskForm.securityGroup')}
          isRequired
          options={securityGroupRoles.map((value) => ({
            value,
            label: t(`workflowTemplates.securityGroups.${value}`),
          }))}
          value={role}
          onChange={(key) => {
            setRole(key === null ? null : String(key));
            given('assignee_security_group_role');
          }}
          errors={errorsOf('assignee_security_group_role')}
        />
      ) : null}
      {assignee === 'POSITION' ? (
        <Select
          label={t('workflowTemplates.taskForm.position')}
          isRequired
          options={positions
            .filter((position) => !position.removed && position.applicable_to.includes(template.subject_type))
            .map((position) => ({ value: String(position.id), label: position.name }))}
          value={positionId}
          onChange={(key) => {
            setPositionId(key === null ? null : String(key));
            given('responsible_position_id');
          }}
          errors={errorsOf('responsible_position_id')}
        />
      ) : null}
      <NumberField
        label={t('workflowTemplates.taskForm.dueOffset')}
        help={t('workflowTemplates.taskForm.dueOffsetHelp')}
        minValue={0}
        maxValue={3650}
        step={1}
        value={dueOffset}
        onChange={setDueOffset}
        errors={errorsOf('due_offset_days')}
      />
      <RadioGroup
        label={t('workflowTemplates.taskForm.completion')}
        isRequired
        options={workflowTaskCompletionTypes.map((value) => ({
          value,
          label: t(`workflowTemplates.completion.${value}`),
        }))}
        value={completion}
        onChange={(value) => setCompletion(value as WorkflowTaskCompletionType)}
        errors={errorsOf('completion_type')}
      />
      {completion === 'FORM' ? (
        <Select
          label={t('workflowTemplates.taskForm.form')}
          isRequired
          options={taskFormNames.map((value) => ({ value, label: t(`workflowTemplates.forms.${value}`) }))}
          value={formName}
          onChange={(key) => {
            setFormName(key === null ? null : String(key));
            given('form_name');
          }}
          errors={errorsOf('form_name')}
        />
      ) : null}
    </SaveFormModal>
  );
}
