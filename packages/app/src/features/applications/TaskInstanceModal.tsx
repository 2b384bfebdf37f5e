import type { TaskInstance, TaskInstanceAction } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { Modal } from '@mobilise/ui/Modal';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { Spinner } from '@mobilise/ui/Spinner';
import { Stack } from '@mobilise/ui/Stack';
import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { ApiError } from '../../api/index.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { RecordAttachments } from '../assets/index.ts';
import { useLanguageFieldSources } from '../reference-data/index.ts';
import { useUserState } from '../session/index.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';
import { isOpenTask, useTaskAssignee } from './useTaskAssignee.ts';
import { TaskStatusBadge, useDueText } from './WorkflowStages.tsx';
import type { WorkflowRecord } from './workflow-record.ts';

// The form engine comes when a FORM task first opens: the record's page shows no form itself.
const EntityForm = lazy(() =>
  import('../../forms/index.ts').then(({ EntityForm }) => ({ default: EntityForm })),
);

const fields = ['decision', 'note'] as const;

/**
 * Whether the server refused to complete the task because its work is not done: a FORM task's required
 * answers missing (`answers.<field>`), a DOCUMENT task without a file (`attachments`). The form marks its
 * own fields; the dialog says what is missing in words rather than the server's bare field messages.
 */
const isWorkMissing = (error: Error) =>
  error instanceof ApiError &&
  error.status === 422 &&
  Object.keys(error.errors).some((field) => field === 'attachments' || field.startsWith('answers.'));

/** A FORM task's form, saved as it is typed; its language pickers choose from the reference lists. */
function TaskForm({ instance, user }: { instance: TaskInstance; user: ReturnType<typeof useUserState> }) {
  const sources = useLanguageFieldSources();
  return (
    <Suspense fallback={<Spinner />}>
      <EntityForm
        entity="task-instances"
        entityId={instance.id}
        entityLabel={instance.title}
        user={user}
        sources={sources}
      />
    </Suspense>
  );
}

export interface TaskInstanceModalProps {
  /** The application or assignment the task belongs to. */
  record: WorkflowRecord;
  /** The task instance as last read; undefined when the record has no such task (for the reader). */
  instance: TaskInstance | undefined;
  /** Reads the record and its tasks again, after someone else changed them. */
  onReload: () => Promise<unknown>;
  /** Goes back to the record, scrolled where it was. */
  onClose: () => void;
}

/**
 * One task of an application or assignment opened over its page, where the reader does it: a FORM task's
 * form, saved as it is typed, then "Mark as done", which the server checks; a DOCUMENT task's files,
 * uploaded and listed, then done; a DECISION task approved or rejected with a note. Those who run the
 * record also reopen a finished task or set an open one aside as not applicable. Every button follows the
 * task's `user_can`. A refusal shows in the dialog with the input kept: a change made meanwhile (409)
 * with a button that reads the latest version, a refused decision or note on its field (422).
 */
export function TaskInstanceModal(props: TaskInstanceModalProps) {
  const { t } = useApplicationsTranslation();
  if (props.instance) return <FoundTaskModal {...props} instance={props.instance} />;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      title={t('task.notFound')}
      actions={(dismiss) => <Button onPress={dismiss}>{t('task.close')}</Button>}
    />
  );
}

function FoundTaskModal({
  record,
  instance,
  onReload,
  onClose,
}: TaskInstanceModalProps & { instance: TaskInstance }) {
  const { t, language } = useApplicationsTranslation();
  const formId = useId();
  const user = useUserState();
  const assignee = useTaskAssignee(record, [instance]);
  const dueText = useDueText();
  const [decision, setDecision] = useState<TaskInstance['decision']>(null);
  const [note, setNote] = useState('');
  const [isDecisionMissing, setDecisionMissing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const [workMissing, setWorkMissing] = useState(false);
  const transition = useEndpointMutation('transitionTaskInstance', {
    // Done or set aside, the task leaves the reader's hands: back to the record, where its stage
    // shows what comes next. A reopened one stays open here, to be done again.
    onSuccess: (_, { body }) => (body.action === 'reopen' ? setProblem(noProblem) : onClose()),
    onError: (error) => {
      const missing = isWorkMissing(error);
      setWorkMissing(missing);
      setProblem(missing ? noProblem : saveProblemOf(error, fields));
    },
  });
  const can = (action: TaskInstanceAction) => instance.user_can.includes(action);
  const isOpen = isOpenTask(instance);
  const mayComplete = isOpen && can('complete');
  const maySetAside = isOpen && can('mark_not_applicable');
  const isDecision = instance.completion_type === 'DECISION';
  const stage = record.stages.find(({ id }) => id === instance.stage_id);
  const isWorkable = record.isRunning && stage?.status === 'IN_PROGRESS';

  // Each save of a FORM task's form moves its version on, and the tasks read again after it may still be
  // on their way: the version sent is read afresh, or a press right after a save would be refused as stale.
  const latestVersion = async () => {
    if (instance.completion_type !== 'FORM') return instance.version;
    const fresh = await record.fetchTaskInstances().catch(() => undefined);
    return fresh?.find(({ id }) => id === instance.id)?.version ?? instance.version;
  };

  const send = async (action: TaskInstanceAction) => {
    setProblem(noProblem);
    setWorkMissing(false);
    const version = await latestVersion();
    transition.mutate({
      params: { id: instance.id },
      body: {
        action,
        version,
        decision: action === 'complete' && isDecision ? decision : null,
        note: note.trim() || null,
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isDecision && decision === null) {
      setDecisionMissing(true);
      return;
    }
    void send('complete');
  };

  const details = [
    { id: 'status', term: t('task.status'), description: <TaskStatusBadge status={instance.status} /> },
    { id: 'assignee', term: t('show.assignee'), description: assignee(instance) },
    { id: 'due', term: t('show.due'), description: dueText(instance) },
    { id: 'how', term: t('task.how'), description: t(`task.completion.${instance.completion_type}`) },
    ...(instance.decision
      ? [{ id: 'decision', term: t('show.decision'), description: t(`decision.${instance.decision}`) }]
      : []),
    ...(instance.note ? [{ id: 'note', term: t('show.note'), description: instance.note }] : []),
    ...(instance.completed_at
      ? [
          {
            id: 'completed',
            term: t('task.completedAt'),
            description: formatDisplayTimestamp(instance.completed_at, language),
          },
        ]
      : []),
  ];

  // The form or the files: to fill in or attach for whoever may complete the task, read-only for the
  // others (the server marks a form's inputs so). They sit outside the note's form element, since the
  // form engine renders a form of its own.
  const work = (): ReactNode => {
    if (instance.completion_type === 'FORM') {
      return <TaskForm instance={instance} user={user} />;
    }
    if (instance.completion_type === 'DOCUMENT') {
      return (
        <RecordAttachments
          owner={{ assetable_type: 'task_instance', assetable_id: instance.id }}
          canEdit={mayComplete}
          uploadLabel={t('task.upload')}
          listLabel={t('task.files')}
        />
      );
    }
    return null;
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={instance.title}
      actions={(dismiss) => (
        <>
          <Button variant="secondary" onPress={dismiss}>
            {t('task.close')}
          </Button>
          {maySetAside ? (
            <Button
              variant="secondary"
              onPress={() => void send('mark_not_applicable')}
              isPending={transition.isPending}
            >
              {t('task.notApplicable')}
            </Button>
          ) : null}
          {!isOpen && can('reopen') ? (
            <Button variant="secondary" onPress={() => void send('reopen')} isPending={transition.isPending}>
              {t('task.reopen')}
            </Button>
          ) : null}
          {mayComplete ? (
            <Button type="submit" form={formId} isPending={transition.isPending}>
              {isDecision ? t('task.submitDecision') : t('task.markDone')}
            </Button>
          ) : null}
        </>
      )}
    >
      <Stack space="lg">
        <SaveProblemAlerts
          problem={problem}
          stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
          onReload={async () => {
            await onReload();
            setProblem(noProblem);
          }}
        />
        {instance.description ? <p className={styles.text}>{instance.description}</p> : null}
        <DescriptionList items={details} />
        {isOpen && instance.user_can.length === 0 ? (
          <p className={styles.muted}>{isWorkable ? t('task.notYours') : t('task.waitsOnStage')}</p>
        ) : null}
        {work()}
        {workMissing ? (
          <Alert tone="caution" isLive>
            {t(`task.workMissing.${instance.completion_type === 'DOCUMENT' ? 'DOCUMENT' : 'FORM'}`)}
          </Alert>
        ) : null}
        {mayComplete || maySetAside ? (
          <form id={formId} onSubmit={submit} noValidate>
            <Stack space="md">
              {mayComplete && isDecision ? (
                <RadioGroup
                  label={t('task.decisionLabel')}
                  isRequired
                  orientation="horizontal"
                  options={[
                    { value: 'APPROVED', label: t('task.approve') },
                    { value: 'REJECTED', label: t('task.rejectDecision') },
                  ]}
                  value={decision}
                  onChange={(value) => {
                    setDecision(value as NonNullable<TaskInstance['decision']>);
                    setDecisionMissing(false);
                  }}
                  errors={[
                    ...(isDecisionMissing ? [t('task.decisionMissing')] : []),
                    ...(problem.fieldErrors.decision ?? []),
                  ]}
                />
              ) : null}
              <TextArea
                label={t('task.note')}
                help={t('task.noteHelp')}
                value={note}
                onChange={setNote}
                errors={problem.fieldErrors.note ?? []}
              />
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Modal>
  );
}
