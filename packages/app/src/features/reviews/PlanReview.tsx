import type { AssignmentSummary } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOfficeStaffFor } from '../../guards/roles.ts';
import { routePath } from '../../routes/routePath.ts';
import { useCurrentUser } from '../session/index.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

// The dialog loads when first opened: most visits only read the list.
const PlanReviewModal = lazy(() =>
  import('./PlanReviewModal.tsx').then((module) => ({ default: module.PlanReviewModal })),
);

export interface PlanReviewProps {
  person: { id: number; assignments: readonly AssignmentSummary[] };
}

/**
 * "Plan a review" on a person's reviews, for office staff of an organisation receiving one of the
 * person's assignments (admins: any receiving organisation), never on their own; nothing for anyone
 * else, as the server would refuse them. The planned review opens, where its reviewers are chosen.
 */
export function PlanReview({ person }: PlanReviewProps) {
  const { t } = useReviewsTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const plannable = person.assignments.filter(
    (assignment) =>
      !assignment.is_abandoned &&
      user !== null &&
      user.person_profile_id !== person.id &&
      isOfficeStaffFor(user, assignment.received_by?.id ?? null),
  );
  if (plannable.length === 0) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('plan.open')}</Button>
      <Suspense fallback={null}>
        {isOpen ? (
          <PlanReviewModal
            assignments={plannable}
            onPlanned={(review) => navigate(routePath('ReviewsShow', { id: review.id }))}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
