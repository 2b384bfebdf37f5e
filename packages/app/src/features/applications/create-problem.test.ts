import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/index.ts';
import { createProblemOf } from './create-problem.ts';

describe('a refused create as the form shows it', () => {
  it('puts each 422 message on the field that holds the item it names', () => {
    const refused = new ApiError(422, 'validation_failed', 'The request is not valid', {
      'applicant_ids.1': ['is not mobilised by this organisation'],
      'positions.0.user_ids': ['names users that do not exist: 99'],
      'positions.0.position_id': ['is not a position of this organisation'],
      positions: ['must not name a position twice'],
      title: ['is required'],
    });
    expect(createProblemOf(refused)).toEqual({
      fieldErrors: {
        applicant_ids: ['is not mobilised by this organisation'],
        user_ids: ['names users that do not exist: 99'],
        position_id: ['is not a position of this organisation', 'must not name a position twice'],
        title: ['is required'],
      },
      message: null,
    });
  });

  it('shows the message of a failure no field carries above the form', () => {
    const failed = new ApiError(500, 'server_error', 'Something went wrong');
    expect(createProblemOf(failed)).toEqual({ fieldErrors: {}, message: 'Something went wrong' });
    const unknownField = new ApiError(422, 'validation_failed', 'The request is not valid', {
      invited_applicant_ids: ['is not allowed'],
    });
    expect(createProblemOf(unknownField).message).toBe('The request is not valid');
  });
});
