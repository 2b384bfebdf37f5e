import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../ports.ts';
import { RateLimitedError } from './rate-limited-error.ts';

/** At most `limit` events per bucket within any `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * A sliding-window limiter kept in the database, so that it holds across server processes. Check and
 * record are two statements: servers racing at the edge may let a handful more through, never many.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the bucket takes one more event, or undefined when it takes one now. */
  async retryAfterSeconds(bucket: string, rule: RateRule): Promise<number | undefined> {
    const now = this.clock.now();
    const recent = await this.db
      .selectFrom('rate_limit_events')
      .select('at')
      .where('bucket', '=', bucket)
      .where('at', '>', new Date(now.getTime() - rule.windowMs))
      .orderBy('at', 'desc')
      .limit(rule.limit)
      .execute();
    const oldestCounted = recent[rule.limit - 1];
    if (!oldestCounted) {
      return undefined;
    }
    const freeAt = oldestCounted.at.getTime() + rule.windowMs;
    return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  }

  /** Refuses with a 429 while any of the buckets is full, its Retry-After the longest wait among them. */
  async refuseWhenLimited(buckets: readonly [bucket: string, rule: RateRule][]): Promise<void> {
    let wait = 0;
    for (const [bucket, rule] of buckets) {
      wait = Math.max(wait, (await this.retryAfterSeconds(bucket, rule)) ?? 0);
    }
    if (wait > 0) {
      throw new RateLimitedError(wait);
    }
  }

  /** Counts one event, and forgets the bucket's events that have left the window. */
  async record(bucket: string, rule: RateRule): Promise<void> {
    const now = this.clock.now();
    await this.db.insertInto('rate_limit_events').values({ bucket, at: now }).execute();
    await this.db
      .deleteFrom('rate_limit_events')
      .where('bucket', '=', bucket)
      .where('at', '<=', new Date(now.getTime() - rule.windowMs))
      .execute();
  }

  async clear(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_events').where('bucket', '=', bucket).execute();
  }
}
