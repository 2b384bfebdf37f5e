import { type Assignment, offerWriteStatuses, type UpdateOfferBody } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { TextArea } from '@mobilise/ui/TextArea';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useMyAimTranslation } from '../../shared/index.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { noProblem, SaveFormModal, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { type AssignmentStep, useAssignmentStep } from './useAssignmentStep.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// The question loads when first asked: most visits answer nothing.
const ConfirmDialog = lazy(() =>
  import('@mobilise/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface AssignmentSectionProps {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

type OfferStatusWritten = UpdateOfferBody['status'];

/**
 * Writes the offer: its notes and whether it is a draft, offered or withdrawn. A change made meanwhile
 * (409) shows above the fields with the button that reads the latest version; what was typed stays.
 */
function OfferModal({ assignment, onReload, onClose }: AssignmentSectionProps & { onClose: () => void }) {
  const { t } = useAssignmentsTranslation();
  const offer = assignment.offer_for_assignment;
  const [notes, setNotes] = useState(offer?.notes ?? '');
  const [status, setStatus] = useState<OfferStatusWritten>(
    offerWriteStatuses.find((each) => each === offer?.status) ?? 'DRAFT',
  );
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const save = useEndpointMutation('updateAssignmentOffer', {
    onSuccess: async () => {
      onClose();
      await toastAssignmentDone(t('offer.saved'));
    },
    onError: (error) => setProblem(saveProblemOf(error, ['notes', 'status'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(noProblem);
    save.mutate({
      params: { id: assignment.id },
      body: { version: assignment.version, notes: notes.trim() === '' ? null : notes, status },
    });
  };
  return (
    <SaveFormModal
      title={t('offer.editTitle')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('offer.save')}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
      onReload={() => onReload().then(() => setProblem(noProblem))}
    >
      <Select
        label={t('offer.status')}
        help={t('offer.statusHelp')}
        isRequired
        options={offerWriteStatuses.map((value) => ({ value, label: t(`offer.statuses.${value}`) }))}
        value={status}
        onChange={(key) => setStatus((key ?? status) as OfferStatusWritten)}
        errors={problem.fieldErrors.status ?? []}
      />
      <TextArea
        label={t('offer.notes')}
        value={notes}
        onChange={setNotes}
        errors={problem.fieldErrors.notes ?? []}
      />
    </SaveFormModal>
  );
}

/**
 * The offer for the assignment: its status, the day the assignee accepted it, and its notes. Those who
 * may write it edit it; the assignee answers an offered one, asked first.
 */
export function AssignmentOffer({ assignment, onReload }: AssignmentSectionProps) {
  const { t } = useAssignmentsTranslation();
  const myAim = useMyAimTranslation();
  const offer = assignment.offer_for_assignment;
  const can = (right: Assignment['user_can_manage'][number]) => assignment.user_can_manage.includes(right);
  const [isEditing, setEditing] = useState(false);
  const [answer, setAnswer] = useState<'accept' | 'decline' | null>(null);
  const { run, pending, alerts } = useAssignmentStep({ assignment, onReload });
  const answerStep: Record<'accept' | 'decline', AssignmentStep> = {
    accept: 'acceptAssignmentOffer',
    decline: 'declineAssignmentOffer',
  };
  const actions =
    can('edit_offer') || can('respond_to_offer') ? (
      <Inline space="sm">
        {can('respond_to_offer') ? (
          <>
            <Button
              variant="primary"
              isPending={pending === 'acceptAssignmentOffer'}
              onPress={() => setAnswer('accept')}
            >
              {t('offer.accept')}
            </Button>
            <Button
              variant="secondary"
              isPending={pending === 'declineAssignmentOffer'}
              onPress={() => setAnswer('decline')}
            >
              {t('offer.decline')}
            </Button>
          </>
        ) : null}
        {can('edit_offer') ? (
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {t('offer.edit')}
          </Button>
        ) : null}
      </Inline>
    ) : undefined;
  return (
    <DetailSection title={t('sections.offer')} actions={actions}>
      <Stack space="md">
        {alerts}
        {offer === null ? (
          <p className={styles.muted}>{t('offer.empty')}</p>
        ) : (
          <DescriptionList
            items={[
              { id: 'status', term: t('offer.status'), description: t(`offer.statuses.${offer.status}`) },
              {
                id: 'acceptedOn',
                term: t('offer.acceptedOn'),
                description: offer.accepted_on && myAim.displayDate(offer.accepted_on),
              },
              {
                id: 'notes',
                term: t('offer.notes'),
                description: offer.notes && <span className={styles.writtenText}>{offer.notes}</span>,
              },
            ]}
          />
        )}
      </Stack>
      {isEditing ? (
        <OfferModal assignment={assignment} onReload={onReload} onClose={() => setEditing(false)} />
      ) : null}
      {answer ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            title={t(`offer.${answer}Dialog.title`)}
            confirmLabel={t(`offer.${answer}`)}
            cancelLabel={t('actions.cancel')}
            onCancel={() => setAnswer(null)}
            onConfirm={() => {
              setAnswer(null);
              run({ step: answerStep[answer], version: assignment.version, done: t(`offer.done.${answer}`) });
            }}
          >
            {t(`offer.${answer}Dialog.body`)}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </DetailSection>
  );
}
