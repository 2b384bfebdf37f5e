import type { LeaveRequestAction } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { routePath } from '../../routes/routePath.ts';
import { useActionProblem } from '../settings/index.ts';
import { leaveChangeEndpoints, leaveRoutes } from './leave-endpoints.ts';
import type { LeaveKind, LeaveRecord } from './leave-kinds.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

// The rejection dialog loads when first opened: most visits only read the record.
const RejectLeaveModal = lazy(() =>
  import('./RejectLeaveModal.tsx').then((module) => ({ default: module.RejectLeaveModal })),
);

export interface LeaveActionsOptions {
  kind: LeaveKind;
  record: LeaveRecord;
  /** Reads the record again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * What the reader may do to the record, by its `userCan` only (no button the reader cannot use): approve,
 * reject (a dialog asking why), edit, confirm it is taking place, and confirm it ended (its own page).
 * `buttons` go in the page header; `notice` says, above the page's sections, why an approval or a
 * confirmation was refused: a 409 (decided or changed meanwhile) offers the latest version.
 */
export function useLeaveActions({ kind, record, onReload }: LeaveActionsOptions): {
  buttons: ReactNode;
  notice: ReactNode;
} {
  const { t } = useLeaveAndTravelTranslation();
  const [isRejecting, setRejecting] = useState(false);
  const { changeOptions, clear, notice } = useActionProblem(onReload, {
    title: t('stale.title'),
    body: t('stale.body'),
    reload: t('stale.reload'),
  });
  const approve = useEndpointMutation(leaveChangeEndpoints[kind].approve, changeOptions);
  const confirmTakingPlace = useEndpointMutation(
    leaveChangeEndpoints[kind].confirmTakingPlace,
    changeOptions,
  );
  const can = (action: LeaveRequestAction) => record.userCan.includes(action);
  const call = { params: { id: record.id }, body: { version: record.version } };
  const routes = leaveRoutes[kind];

  const buttons = (
    <>
      {can('approve') ? (
        <Button
          onPress={() => {
            clear();
            approve.mutate(call);
          }}
          isPending={approve.isPending}
        >
          {t('actions.approve')}
        </Button>
      ) : null}
      {can('reject') ? (
        <Button variant="secondary" onPress={() => setRejecting(true)}>
          {t('actions.reject')}
        </Button>
      ) : null}
      {can('update') ? (
        <ButtonLink variant="secondary" href={routePath(routes.edit, { id: record.id })}>
          {t('actions.edit')}
        </ButtonLink>
      ) : null}
      {can('confirm_taking_place') ? (
        <Button
          variant="secondary"
          onPress={() => {
            clear();
            confirmTakingPlace.mutate(call);
          }}
          isPending={confirmTakingPlace.isPending}
        >
          {t('actions.confirmTakingPlace')}
        </Button>
      ) : null}
      {can('confirm_ended') ? (
        <ButtonLink variant="secondary" href={routePath(routes.confirmEnded, { id: record.id })}>
          {t('actions.confirmEnded')}
        </ButtonLink>
      ) : null}
      <Suspense fallback={null}>
        {isRejecting ? (
          <RejectLeaveModal
            kind={kind}
            record={record}
            onReload={onReload}
            onClose={() => setRejecting(false)}
          />
        ) : null}
      </Suspense>
    </>
  );

  return { buttons, notice };
}
