import { useTranslation } from 'react-i18next';

/** The namespace of the review pages. */
export const reviewsNamespace = 'reviews';

/** `t` bound to the review texts (under the namespace file's one top-level key). */
export const useReviewsTranslation = () => useTranslation(reviewsNamespace, { keyPrefix: 'reviews' });
