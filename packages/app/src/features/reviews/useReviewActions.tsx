import type { ReviewAction, ReviewRecord } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { isOfficeStaffFor } from '../../guards/roles.ts';
import { useCurrentUser } from '../session/index.ts';
import { useActionProblem, useConfirmedStep } from '../settings/index.ts';
import type { reviewJustPlanned } from './review-just-planned.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

// The edit dialog loads when first opened: most visits only read the review.
const EditReviewModal = lazy(() =>
  import('./EditReviewModal.tsx').then((module) => ({ default: module.EditReviewModal })),
);

/** The steps asked about before they are taken: neither can be undone. */
type ConfirmedStep = 'submit' | 'sign_off';

export interface ReviewActionsOptions {
  review: ReviewRecord;
  /** Reads the review again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * What the reader may do to the review, by its `user_can` only (no button the reader cannot use): edit
 * (a dialog), submit and sign off (each confirmed first), and share with the mobilising organisation.
 * `buttons` go in the page header; `notice` says, above the page's sections, why a step was refused: a
 * 409 (changed or moved on meanwhile) offers the latest version.
 */
export function useReviewActions({ review, onReload }: ReviewActionsOptions): {
  buttons: ReactNode;
  notice: ReactNode;
} {
  const { t } = useReviewsTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const justPlanned = (location.state as Partial<typeof reviewJustPlanned> | null)?.chooseReviewers === true;
  const [isEditing, setEditing] = useState(() => justPlanned && review.user_can.includes('update'));
  const closeEditing = () => {
    setEditing(false);
    // Forgets the plan's state, so that a reload or a return to the page does not reopen the dialog.
    if (justPlanned) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };
  const { changeOptions, clear, notice } = useActionProblem(onReload, {
    title: t('stale.title'),
    body: t('stale.body'),
    reload: t('stale.reload'),
  });
  const submit = useEndpointMutation('submitReview', changeOptions);
  const signOff = useEndpointMutation('signOffReview', changeOptions);
  const share = useEndpointMutation('shareReviewWithMobilisingOrganisation', changeOptions);
  const can = (action: ReviewAction) => review.user_can.includes(action);
  const call = { params: { id: review.id }, body: { version: review.version } };
  const confirmation = useConfirmedStep<ConfirmedStep>(
    t,
    (step) => t(`confirm.${step}.body`, { name: review.person.name }),
    (step) => {
      clear();
      (step === 'submit' ? submit : signOff).mutate(call);
    },
  );

  const buttons = (
    <>
      {can('submit') ? (
        <Button onPress={() => confirmation.ask('submit')} isPending={submit.isPending}>
          {t('actions.submit')}
        </Button>
      ) : null}
      {can('sign_off') ? (
        <Button onPress={() => confirmation.ask('sign_off')} isPending={signOff.isPending}>
          {t('actions.signOff')}
        </Button>
      ) : null}
      {can('update') ? (
        <Button variant="secondary" onPress={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
      ) : null}
      {can('share_with_mobilising_organisation') ? (
        <Button
          variant="secondary"
          onPress={() => {
            clear();
            share.mutate(call);
          }}
          isPending={share.isPending}
        >
          {t('actions.share')}
        </Button>
      ) : null}
      {confirmation.dialog}
      <Suspense fallback={null}>
        {isEditing ? (
          <EditReviewModal
            review={review}
            plans={user !== null && isOfficeStaffFor(user, review.organisation.id)}
            onReload={onReload}
            onClose={closeEditing}
          />
        ) : null}
      </Suspense>
    </>
  );

  return { buttons, notice };
}
