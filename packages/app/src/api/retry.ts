import { ApiError } from './api-error.ts';

/**
 * Retries a failed load up to three times, except when the server refused it (a 4xx such as 404 or 401):
 * asking again gets the same answer, and the page should show it at once.
 */
export const retryUnlessRefused = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 3;
