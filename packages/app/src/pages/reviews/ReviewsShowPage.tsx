import type { ReviewRecord } from '@mobilise/contract';
import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../features/people/index.ts';
import { ReviewView, reviewQueryOptions, useReviewActions } from '../../features/reviews/index.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

function ReviewWithActions({ review, onReload }: { review: ReviewRecord; onReload: () => Promise<unknown> }) {
  const { buttons, notice } = useReviewActions({ review, onReload });
  return <ReviewView review={review} actions={buttons} notice={notice} />;
}

/** ReviewsShow (/reviews/{id}): a review, every field, with the steps its reader may take. */
export function Page() {
  const id = useIdParam();
  const review = useQuery({ ...reviewQueryOptions(id ?? 0), enabled: id !== null });
  // "Mary Slessor – Review": whose review the tab holds.
  usePageTitle(review.data?.person.name);
  return (
    <RecordStates query={review} isKnownId={id !== null}>
      {(data) => <ReviewWithActions review={data} onReload={() => review.refetch()} />}
    </RecordStates>
  );
}
