import { HttpError } from '../../http/errors.ts';

/**
 * 409: the caller may take this step, but not from where the record stands (an application already
 * rejected, a task already done, a stage not started yet): the state machine has no such step (Z8).
 */
export class TransitionNotAllowedError extends HttpError {
  override name = 'TransitionNotAllowedError';

  constructor() {
    super(
      409,
      'transition_not_allowed',
      'This record cannot make that change in the state it is in: reload it to see where it stands.',
    );
  }
}
