import type { ReviewRecord } from '@mobilise/contract';
import { Inline } from '@mobilise/ui/Inline';
import { StatusPill } from '@mobilise/ui/StatusPill';

/**
 * A review's status, SUBMITTED worded as awaiting sign-off, and beside it OVERDUE when it is not
 * submitted and its day has passed: the spec has overdue shown as such wherever a review is.
 */
export function ReviewStatus({
  review,
  size,
}: {
  review: Pick<ReviewRecord, 'status' | 'is_overdue'>;
  size?: 'sm' | 'md';
}) {
  return (
    <Inline space="xs">
      <StatusPill kind="review" status={review.status} size={size} />
      {review.is_overdue ? <StatusPill kind="review" status="OVERDUE" size={size} /> : null}
    </Inline>
  );
}
