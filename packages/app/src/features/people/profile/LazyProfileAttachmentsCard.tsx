import { LoadingState } from '@mobilise/ui/EmptyState';
import { lazy, Suspense } from 'react';
import type { ProfileAttachmentsCardProps } from './ProfileAttachmentsCard.tsx';

// The list, drop zone and replace modal come when the card first shows, not with the profile page's script.
const Card = lazy(() => import('./ProfileAttachmentsCard.tsx'));

/** The files attached to a person, as a card of their profile, its code loaded on first show. */
export function ProfileAttachmentsCard(props: ProfileAttachmentsCardProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Card {...props} />
    </Suspense>
  );
}
