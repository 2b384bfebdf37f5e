import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api/index.ts';
import { exportProblemOf } from './export-problem.ts';

describe('exportProblemOf', () => {
  it('a 429 waits as long as Retry-After says, when it says', () => {
    expect(exportProblemOf(new ApiError(429, 'rate_limited', 'Too many', {}, 'r', 42))).toEqual({
      kind: 'rateLimited',
      seconds: 42,
    });
    expect(exportProblemOf(new ApiError(429, 'rate_limited', 'Too many'))).toEqual({
      kind: 'rateLimited',
      seconds: undefined,
    });
  });

  it('no answer, a server failure and any other refusal', () => {
    expect(exportProblemOf(new NetworkError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(exportProblemOf(new ApiError(502, 'http_error', 'Bad Gateway'))).toEqual({ kind: 'server' });
    expect(exportProblemOf(new Error('unexpected'))).toEqual({ kind: 'server' });
    expect(exportProblemOf(new ApiError(422, 'validation_failed', 'Filtre invalide'))).toEqual({
      kind: 'refused',
      message: 'Filtre invalide',
    });
  });
});
