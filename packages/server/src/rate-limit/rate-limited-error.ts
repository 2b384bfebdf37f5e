import { authErrorCodes } from '@mobilise/contract';
import { HttpError } from '../http/errors.ts';

/** 429: a rate limit is reached; Retry-After says in how many seconds the next request is taken. */
export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError';

  constructor(readonly retryAfterSeconds: number) {
    super(429, authErrorCodes.rateLimited, 'Too many attempts: try again later.');
    this.headers['retry-after'] = String(retryAfterSeconds);
  }
}
