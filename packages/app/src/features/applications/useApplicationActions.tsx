import type { ApplicationRecord, ApplicationTransitionAction } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useActionProblem } from '../settings/index.ts';
import { useApplicationsTranslation } from './useApplicationsTranslation.ts';

// The dialogs load when first opened: most visits never open them, and the page's first load should
// not carry their overlays and fields.
const ConfirmDialog = lazy(() =>
  import('@mobilise/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);
const RejectApplicationModal = lazy(() =>
  import('./RejectApplicationModal.tsx').then((module) => ({ default: module.RejectApplicationModal })),
);
const AppointModal = lazy(() =>
  import('./AppointModal.tsx').then((module) => ({ default: module.AppointModal })),
);

type Dialog = 'reject' | 'abandon' | 'appoint' | null;

export interface ApplicationActionsOptions {
  application: ApplicationRecord;
  /** The reader is one of its applicants: abandoning reads "Withdraw". */
  isApplicant: boolean;
  /** Reads the application again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * What the reader may do to the application, by its `user_can` only (no button the reader cannot use):
 * put on hold, resume, reject (a dialog asking why), abandon or, for an applicant, withdraw (asked
 * first), and appoint (a dialog). `buttons` go in the page header; `notice` says, above the page's
 * sections, why a change without a dialog of its own was refused (a 409 offers the latest version).
 */
export function useApplicationActions({ application, isApplicant, onReload }: ApplicationActionsOptions): {
  buttons: ReactNode;
  notice: ReactNode;
} {
  const { t } = useApplicationsTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { changeOptions, clear, notice } = useActionProblem(onReload, {
    title: t('stale.title'),
    body: t('stale.body'),
    reload: t('stale.reload'),
  });
  const transition = useEndpointMutation('transitionApplication', changeOptions);
  const can = (action: ApplicationRecord['user_can'][number]) => application.user_can.includes(action);
  const change = (action: ApplicationTransitionAction) => {
    clear();
    transition.mutate({ params: { id: application.id }, body: { action, version: application.version } });
  };
  const withdrawing = isApplicant ? 'withdraw' : 'abandon';
  const close = () => setDialog(null);

  const buttons = (
    <>
      {can('put_on_hold') ? (
        <Button variant="secondary" onPress={() => change('put_on_hold')} isPending={transition.isPending}>
          {t('actions.putOnHold')}
        </Button>
      ) : null}
      {can('resume') ? (
        <Button variant="secondary" onPress={() => change('resume')} isPending={transition.isPending}>
          {t('actions.resume')}
        </Button>
      ) : null}
      {can('reject') ? (
        <Button variant="secondary" onPress={() => setDialog('reject')}>
          {t('actions.reject')}
        </Button>
      ) : null}
      {can('abandon') ? (
        <Button variant="secondary" onPress={() => setDialog('abandon')}>
          {t(`actions.${withdrawing}`)}
        </Button>
      ) : null}
      {can('appoint') ? <Button onPress={() => setDialog('appoint')}>{t('actions.appoint')}</Button> : null}
      <Suspense fallback={null}>
        {dialog === 'abandon' ? (
          <ConfirmDialog
            isOpen
            title={t(`${withdrawing}.title`)}
            confirmLabel={t(`${withdrawing}.confirm`)}
            cancelLabel={t('actions.cancel')}
            onCancel={close}
            onConfirm={() => {
              close();
              change('abandon');
            }}
          >
            {t(`${withdrawing}.body`)}
          </ConfirmDialog>
        ) : null}
        {dialog === 'reject' ? (
          <RejectApplicationModal application={application} onReload={onReload} onClose={close} />
        ) : null}
        {dialog === 'appoint' ? (
          <AppointModal application={application} onReload={onReload} onClose={close} />
        ) : null}
      </Suspense>
    </>
  );

  return { buttons, notice };
}
