import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { saveProblemOf } from './save-problem.ts';

describe('saveProblemOf', () => {
  it('a stale version (409) asks to reload, with no message of its own', () => {
    const error = new ApiError(409, 'stale_version', 'Someone else changed this record', {
      version: ['is 4 now'],
    });
    expect(saveProblemOf(error, ['name', 'applicable_to'])).toEqual({
      isStale: true,
      fieldErrors: {},
      message: null,
    });
  });

  it("a 422 on the form's fields shows on those fields only", () => {
    const error = new ApiError(422, 'validation_failed', 'The request is not valid', {
      name: ['is already the name of another position of this organisation'],
      id: ['is removed'],
    });
    expect(saveProblemOf(error, ['name', 'applicable_to'])).toEqual({
      isStale: false,
      fieldErrors: { name: ['is already the name of another position of this organisation'] },
      message: null,
    });
  });

  it("a 422 naming none of the form's fields shows the server's message", () => {
    const error = new ApiError(422, 'validation_failed', 'This position is removed', { id: ['is removed'] });
    expect(saveProblemOf(error, ['name'])).toEqual({
      isStale: false,
      fieldErrors: {},
      message: 'This position is removed',
    });
  });
});
