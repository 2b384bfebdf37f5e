export { reviewServer, storyReview, storyReviews } from './review-server.ts';
