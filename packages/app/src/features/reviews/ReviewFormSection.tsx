import { EntityForm } from '../../forms/index.ts';
import { useUserState } from '../session/index.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

/**
 * The review's own form (review forms on), opened in place on the review: its answers saved as they
 * change while the reader may change the review, read-only otherwise (the server's form says which).
 */
export function ReviewFormSection({ reviewId }: { reviewId: number }) {
  const { t } = useReviewsTranslation();
  const user = useUserState();
  return <EntityForm entity="reviews" entityId={reviewId} entityLabel={t('form.entityLabel')} user={user} />;
}
