import type { Assignment, OutboundLogisticsPlan } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { RecordAttachments } from '../assets/index.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import type { AssignmentSectionProps } from './AssignmentOffer.tsx';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { type AssignmentStep, useAssignmentStep } from './useAssignmentStep.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

/**
 * Writes the plan's notes; with no plan yet, saving creates it as a draft (version 0). A change made
 * meanwhile (409) shows above the field with the button that reads the latest version; what was typed
 * stays.
 */
function PlanNotesModal({ assignment, onReload, onClose }: AssignmentSectionProps & { onClose: () => void }) {
  const { t } = useAssignmentsTranslation();
  const plan = assignment.outbound_logistics_plan;
  const [notes, setNotes] = useState(plan?.notes ?? '');
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const save = useEndpointMutation('updateOutboundLogisticsPlan', {
    onSuccess: async () => {
      onClose();
      await toastAssignmentDone(t('logistics.done.update'));
    },
    onError: (error) => setProblem(saveProblemOf(error, ['notes'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(noProblem);
    save.mutate({
      params: { id: assignment.id },
      body: { version: plan?.version ?? 0, notes: notes.trim() === '' ? null : notes },
    });
  };
  return (
    <SaveFormModal
      title={plan === null ? t('logistics.createTitle') : t('logistics.editTitle')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('logistics.save')}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      <TextArea
        label={t('logistics.notes')}
        help={t('logistics.notesHelp')}
        value={notes}
        onChange={setNotes}
        errors={problem.fieldErrors.notes ?? []}
        rows={6}
      />
    </SaveFormModal>
  );
}

/** The plan's steps, each shown with the right that allows it now. */
const planSteps = [
  { step: 'submitOutboundLogisticsPlan', right: 'submit_logistics_plan', key: 'submit' },
  { step: 'approveOutboundLogisticsPlan', right: 'decide_logistics_plan', key: 'approve' },
  { step: 'rejectOutboundLogisticsPlan', right: 'decide_logistics_plan', key: 'reject' },
] as const satisfies readonly {
  step: AssignmentStep;
  right: Assignment['user_can_manage'][number];
  key: string;
}[];

function PlanDetails({ plan, canEdit }: { plan: OutboundLogisticsPlan; canEdit: boolean }) {
  const { t } = useAssignmentsTranslation();
  return (
    <Stack space="lg">
      <DescriptionList
        items={[
          { id: 'status', term: t('logistics.status'), description: t(`logistics.statuses.${plan.status}`) },
          {
            id: 'notes',
            term: t('logistics.notes'),
            description: plan.notes && <span className={styles.writtenText}>{plan.notes}</span>,
          },
        ]}
      />
      {canEdit || plan.attachments.length > 0 ? (
        <RecordAttachments
          owner={{ assetable_type: 'outbound_logistics_plan', assetable_id: plan.id }}
          canEdit={canEdit}
          uploadLabel={t('logistics.upload')}
          listLabel={t('logistics.attachments')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The outbound logistics plan: its status, notes and files. While it is a draft or was rejected, those
 * who prepare it write its notes, attach files and submit it; the exploring organisation's leadership
 * approves or rejects a submitted one (not its submitter). Each button shows with its right.
 */
export function AssignmentLogisticsPlan({ assignment, onReload }: AssignmentSectionProps) {
  const { t } = useAssignmentsTranslation();
  const plan = assignment.outbound_logistics_plan;
  const can = (right: Assignment['user_can_manage'][number]) => assignment.user_can_manage.includes(right);
  const [isEditing, setEditing] = useState(false);
  const { run, pending, alerts } = useAssignmentStep({ assignment, onReload });
  const steps = plan === null ? [] : planSteps.filter(({ right }) => can(right));
  const actions =
    can('edit_logistics_plan') || steps.length > 0 ? (
      <Inline space="sm">
        {plan
          ? steps.map(({ step, key }) => (
              <Button
                key={step}
                variant={key === 'reject' ? 'secondary' : 'primary'}
                isPending={pending === step}
                isDisabled={pending !== null && pending !== step}
                onPress={() => run({ step, version: plan.version, done: t(`logistics.done.${key}`) })}
              >
                {t(`logistics.${key}`)}
              </Button>
            ))
          : null}
        {can('edit_logistics_plan') ? (
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {plan === null ? t('logistics.create') : t('logistics.edit')}
          </Button>
        ) : null}
      </Inline>
    ) : undefined;
  return (
    <DetailSection title={t('sections.logistics')} actions={actions}>
      <Stack space="md">
        {alerts}
        {plan === null ? (
          <p className={styles.muted}>{t('logistics.empty')}</p>
        ) : (
          <PlanDetails plan={plan} canEdit={can('edit_logistics_plan')} />
        )}
      </Stack>
      {isEditing ? (
        <PlanNotesModal assignment={assignment} onReload={onReload} onClose={() => setEditing(false)} />
      ) : null}
    </DetailSection>
  );
}
