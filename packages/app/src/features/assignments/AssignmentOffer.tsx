import type { Assignment } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { lazy, Suspense, useState } from 'react';
import { useMyAimTranslation } from '../../shared/index.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { type AssignmentStep, useAssignmentStep } from './useAssignmentStep.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// The question and the form load when first opened: most visits answer and write nothing.
const ConfirmDialog = lazy(() =>
  import('@mobilise/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);
const OfferModal = lazy(() => import('./OfferModal.tsx').then((module) => ({ default: module.OfferModal })));

export interface AssignmentSectionProps {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
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
        <Suspense fallback={null}>
          <OfferModal assignment={assignment} onReload={onReload} onClose={() => setEditing(false)} />
        </Suspense>
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
