export { reviewServer, storyReview, storyReviewForm, storyReviews } from './review-server.ts';
