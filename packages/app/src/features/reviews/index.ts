export { type ReviewScope, reviewQueryOptions } from './api/review-queries.ts';
export { PlanReview } from './PlanReview.tsx';
export { ReviewsList } from './ReviewsList.tsx';
export { ReviewView } from './ReviewView.tsx';
export { useReviewActions } from './useReviewActions.tsx';
export { reviewsNamespace, useReviewsTranslation } from './useReviewsTranslation.ts';
