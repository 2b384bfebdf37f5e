import type { AssignmentSummary } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOfficeStaffFor } from '../../guards/roles.ts';
import { routePath } from '../../routes/routePath.ts';
import { useCurrentUser } from '../session/index.ts';
import { reviewJustPlanned } from './review-just-planned.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

// The dialog loads when first opened: most visits only read the list.
const PlanReviewModal = lazy(() =>
  import('./PlanReviewModal.tsx').then((module) => ({ default: module.PlanReviewModal })),
);

export interface PlanReviewProps {
  /** The reviewed person. */
  personId: number;
  /** Those of their assignments a review may be planned for: all of them, or the one on view. */
  assignments: readonly AssignmentSummary[];
  /** A smaller button, where it sits among a record's details. */
  size?: 'sm';
}

/**
 * "Plan a review" of a person's assignments, on their reviews and on an assignment's page, for office
 * staff of an organisation receiving one (admins: any receiving organisation) while reviews are on,
 * never of themselves; nothing for anyone else, as the server would refuse them. The planned review
 * opens with its edit dialog, where its reviewers are chosen from its options.
 */
export function PlanReview({ personId, assignments, size }: PlanReviewProps) {
  const { t } = useReviewsTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const plannable = assignments.filter(
    (assignment) =>
      !assignment.is_abandoned &&
      user !== null &&
      user.page_metadata.feature_flags.reviews &&
      user.person_profile_id !== personId &&
      isOfficeStaffFor(user, assignment.received_by?.id ?? null),
  );
  if (plannable.length === 0) return null;
  return (
    <>
      <Button size={size} variant={size ? 'secondary' : 'primary'} onPress={() => setOpen(true)}>
        {t('plan.open')}
      </Button>
      <Suspense fallback={null}>
        {isOpen ? (
          <PlanReviewModal
            assignments={plannable}
            onPlanned={(review) =>
              navigate(routePath('ReviewsShow', { id: review.id }), { state: reviewJustPlanned })
            }
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
