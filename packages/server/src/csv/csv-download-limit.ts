import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';

/**
 * CSV downloads per user (F8), the people export and the reports together: each reads every row in the
 * caller's reach, so the 11th within a minute is refused.
 */
export const csvDownloadsPerUser: RateRule = { limit: 10, windowMs: 60_000 };

/** Refuses the download with 429 when the user is over the limit, else counts it. */
export async function countCsvDownload(limiter: RateLimiter, userId: number): Promise<void> {
  const bucket = `csv-download:user:${userId}`;
  await limiter.refuseWhenLimited([[bucket, csvDownloadsPerUser]]);
  await limiter.record(bucket, csvDownloadsPerUser);
}
