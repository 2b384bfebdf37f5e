import type { Assignment, ItineraryItem } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { callEndpoint, refreshAfterWrite } from '../../api/index.ts';
import { useMyAimTranslation } from '../../shared/index.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { itineraryDate } from './itinerary-dates.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// The dialogs and what writes load when first needed: most visits only read the itinerary.
const ItineraryItemModal = lazy(() =>
  import('./ItineraryItemModal.tsx').then((module) => ({ default: module.ItineraryItemModal })),
);
const ConfirmDialog = lazy(() =>
  import('@mobilise/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Which dialog is open: adding, editing or removing an item. */
type Dialog = { kind: 'add' } | { kind: 'edit' | 'remove'; item: ItineraryItem } | null;

export interface AssignmentItineraryProps {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * The itinerary's items in order, each with who is responsible, its dates (MM/DD/YY) and how certain
 * they are. Those who may plan the assignment (its edit_plan right) add, edit and remove items; a
 * removal is asked first.
 */
export function AssignmentItinerary({ assignment, onReload }: AssignmentItineraryProps) {
  const { t } = useAssignmentsTranslation();
  const myAim = useMyAimTranslation();
  const notSet = myAim.t('shared.notSet');
  const canPlan = assignment.user_can_manage.includes('edit_plan');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const addButton = canPlan ? (
    <Button variant="secondary" size="sm" onPress={() => setDialog({ kind: 'add' })}>
      {t('itinerary.add')}
    </Button>
  ) : null;

  const queryClient = useQueryClient();
  const [removeProblem, setRemoveProblem] = useState<SaveProblem>(noProblem);
  const removal = useMutation({
    // The section shows the failure itself, so the generic error modal stays shut.
    meta: { emitsErrorEvent: true },
    mutationFn: (item: ItineraryItem) =>
      callEndpoint('deleteItineraryItem', {
        params: { id: assignment.id, item_id: item.id },
        query: { version: assignment.version },
      }),
    onSuccess: () => refreshAfterWrite(queryClient, 'deleteItineraryItem'),
    onError: (error) => setRemoveProblem(saveProblemOf(error, [])),
  });
  const remove = (item: ItineraryItem) => {
    close();
    setRemoveProblem(noProblem);
    removal.mutate(item);
  };

  return (
    <DetailSection
      title={t('sections.itinerary')}
      actions={assignment.itinerary_items.length > 0 && addButton}
    >
      <SaveProblemAlerts
        problem={removeProblem}
        stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
        onReload={() => onReload().then(() => setRemoveProblem(noProblem))}
      />
      {assignment.itinerary_items.length === 0 ? (
        <Stack space="sm" align="start">
          <p className={styles.muted}>{t('itinerary.empty')}</p>
          {addButton}
        </Stack>
      ) : (
        <Stack as="ul" space="lg">
          {assignment.itinerary_items.map((item) => (
            <Stack key={item.id} space="xs">
              <Inline space="sm" alignY="center">
                <h3 className={styles.itemHeading}>{t(`itinerary.type.${item.type}`)}</h3>
                <StatusPill kind="itineraryDate" status={item.status} size="sm" />
              </Inline>
              <DescriptionList
                items={[
                  {
                    id: 'responsible',
                    term: t('itinerary.responsible'),
                    description: item.responsible_for ?? t('itinerary.nobody'),
                  },
                  {
                    id: 'dates',
                    term: t('itinerary.dates'),
                    description: t('dateRange', {
                      start: itineraryDate(item.start_date, notSet),
                      end: itineraryDate(item.end_date, notSet),
                    }),
                  },
                ]}
              />
              {canPlan ? (
                <Inline space="sm">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('itinerary.editItem', { type: t(`itinerary.type.${item.type}`) })}
                    onPress={() => setDialog({ kind: 'edit', item })}
                  >
                    {t('itinerary.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('itinerary.removeItem', { type: t(`itinerary.type.${item.type}`) })}
                    onPress={() => setDialog({ kind: 'remove', item })}
                  >
                    {t('itinerary.remove')}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
          <ItineraryItemModal
            assignment={assignment}
            item={dialog.kind === 'edit' ? dialog.item : undefined}
            onReload={onReload}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === 'remove' ? (
          <ConfirmDialog
            isOpen
            title={t('itinerary.removeDialog.title')}
            confirmLabel={t('itinerary.removeDialog.confirm')}
            cancelLabel={t('actions.cancel')}
            onCancel={close}
            onConfirm={() => remove(dialog.item)}
          >
            {t('itinerary.removeDialog.body', { type: t(`itinerary.type.${dialog.item.type}`) })}
          </ConfirmDialog>
        ) : null}
      </Suspense>
    </DetailSection>
  );
}
