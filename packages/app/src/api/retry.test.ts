import { expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error.ts';
import { retryUnlessRefused } from './retry.ts';

const apiError = (status: number) => new ApiError(status, 'x', 'x');

it.each([
  ['a 404', apiError(404), 0, false],
  ['a 401', apiError(401), 0, false],
  ['a 500, first time', apiError(500), 0, true],
  ['a network failure, third time', new NetworkError('offline'), 2, true],
  ['a 503, fourth time', apiError(503), 3, false],
])('retries %s: %s', (_case, error, failureCount, retries) => {
  expect(retryUnlessRefused(failureCount, error)).toBe(retries);
});
