import type { EducationPlanAction, EducationPlanRecord } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { routePath } from '../../routes/routePath.ts';
import { useActionProblem, useConfirmedStep } from '../settings/index.ts';
import type { EducationPlanDecision } from './DecideEducationPlanModal.tsx';
import { useEducationPlansTranslation } from './useEducationPlansTranslation.ts';

// The decision dialog loads when first opened: most visits only read the plan.
const DecideEducationPlanModal = lazy(() =>
  import('./DecideEducationPlanModal.tsx').then((module) => ({ default: module.DecideEducationPlanModal })),
);

/** The steps asked about before they are taken. */
type ConfirmedStep = 'submit' | 'archive';

export interface EducationPlanActionsOptions {
  plan: EducationPlanRecord;
  /** Reads the plan again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * What the reader may do to the plan, by its `userCan` only (no button the reader cannot use): approve
 * and reject (a dialog with the note the family is told), edit (the form), submit and archive (each
 * confirmed first). `buttons` go in the page header; `notice` says, above the page's sections, why a step
 * was refused: a 409 (decided or changed meanwhile) offers the latest version.
 */
export function useEducationPlanActions({ plan, onReload }: EducationPlanActionsOptions): {
  buttons: ReactNode;
  notice: ReactNode;
} {
  const { t } = useEducationPlansTranslation();
  const [deciding, setDeciding] = useState<EducationPlanDecision | null>(null);
  const { changeOptions, clear, notice } = useActionProblem(onReload, {
    title: t('stale.title'),
    body: t('stale.body'),
    reload: t('stale.reload'),
  });
  const submit = useEndpointMutation('submitEducationPlan', changeOptions);
  const archive = useEndpointMutation('archiveEducationPlan', changeOptions);
  const can = (action: EducationPlanAction) => plan.userCan.includes(action);
  const confirmation = useConfirmedStep<ConfirmedStep>(
    t,
    (step) => t(`confirm.${step}.body`, { name: plan.person.name }),
    (step) => {
      clear();
      (step === 'submit' ? submit : archive).mutate({
        params: { id: plan.id },
        body: { version: plan.version },
      });
    },
  );

  const buttons = (
    <>
      {can('approve') ? <Button onPress={() => setDeciding('approve')}>{t('actions.approve')}</Button> : null}
      {can('reject') ? (
        <Button variant="secondary" onPress={() => setDeciding('reject')}>
          {t('actions.reject')}
        </Button>
      ) : null}
      {can('submit') ? (
        <Button onPress={() => confirmation.ask('submit')} isPending={submit.isPending}>
          {t('actions.submit')}
        </Button>
      ) : null}
      {can('update') ? (
        <ButtonLink variant="secondary" href={routePath('EducationPlansEdit', { id: plan.id })}>
          {t('actions.edit')}
        </ButtonLink>
      ) : null}
      {can('archive') ? (
        <Button variant="secondary" onPress={() => confirmation.ask('archive')} isPending={archive.isPending}>
          {t('actions.archive')}
        </Button>
      ) : null}
      {confirmation.dialog}
      <Suspense fallback={null}>
        {deciding === null ? null : (
          <DecideEducationPlanModal
            decision={deciding}
            plan={plan}
            onReload={onReload}
            onClose={() => {
              clear();
              setDeciding(null);
            }}
          />
        )}
      </Suspense>
    </>
  );

  return { buttons, notice };
}
