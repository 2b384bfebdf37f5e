import { type RequisitionRecord, type RequisitionStep, requisitionSteps } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { type ReactNode, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { ApiError } from '../../api/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { useOpportunitiesTranslation } from './useOpportunitiesTranslation.ts';

/**
 * The header buttons of a requisition's page, by its `user_can` only (no button the reader cannot use):
 * edit, and fill, archive and reopen, each confirmed first; and the notice that says why the server
 * refused one (changed meanwhile, with a reload; a team or unit archived since, on reopen).
 */
export function useRequisitionActions(record: RequisitionRecord, onReload: () => Promise<unknown>) {
  const { t } = useOpportunitiesTranslation();
  const [confirming, setConfirming] = useState<RequisitionStep | null>(null);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  // A reopen refused for its team or unit (archived since) names the field: its message is said in a
  // sentence of its own, as the page has no field to show it on.
  const stepProblemOf = (error: Error): SaveProblem => {
    const reasons =
      error instanceof ApiError && error.status === 422 ? Object.values(error.errors).flat() : [];
    return reasons.length > 0
      ? { ...noProblem, message: t('requisition.stepRefused', { reason: reasons.join(' ') }) }
      : saveProblemOf(error, []);
  };
  const options = {
    onSuccess: () => setProblem(noProblem),
    onError: (error: Error) => setProblem(stepProblemOf(error)),
  };
  const mutations = {
    fill: useEndpointMutation('fillRequisition', options),
    archive: useEndpointMutation('archiveRequisition', options),
    reopen: useEndpointMutation('reopenRequisition', options),
  };
  const can = (action: string) => (record.user_can as readonly string[]).includes(action);

  const take = (step: RequisitionStep) => {
    setConfirming(null);
    setProblem(noProblem);
    mutations[step].mutate({
      params: { public_id: Number(record.public_id) },
      body: { version: record.version },
    });
  };

  const buttons: ReactNode = (
    <>
      {can('update') ? (
        <ButtonLink variant="secondary" href={routePath('RequisitionsEdit', { id: record.public_id })}>
          {t('recordActions.edit')}
        </ButtonLink>
      ) : null}
      {requisitionSteps.filter(can).map((step) => (
        <Button
          key={step}
          variant={step === 'fill' ? 'primary' : 'secondary'}
          onPress={() => setConfirming(step)}
          isPending={mutations[step].isPending}
        >
          {t(`recordActions.${step}`)}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          confirming === null ? undefined : t(`stepConfirm.${confirming}.title`, { title: record.title })
        }
        confirmLabel={confirming === null ? undefined : t(`recordActions.${confirming}`)}
        cancelLabel={t('opportunityForm.cancel')}
        onConfirm={() => confirming && take(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming === null ? null : t(`stepConfirm.${confirming}.body`)}
      </ConfirmDialog>
    </>
  );

  const notice = (
    <SaveProblemAlerts
      problem={problem}
      stale={{
        title: t('opportunityForm.stale.title'),
        body: t('opportunityForm.stale.body'),
        reload: t('opportunityForm.stale.reload'),
      }}
      onReload={async () => {
        await onReload();
        setProblem(noProblem);
      }}
    />
  );

  return { buttons, notice };
}
