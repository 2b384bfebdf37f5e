import { HttpError } from '../../http/errors.ts';

/** The person signs in already (or their address belongs to an account): an invite would not work. */
export class AlreadyRegisteredError extends HttpError {
  override name = 'AlreadyRegisteredError';

  constructor() {
    super(
      409,
      'already_registered',
      'This person or their e-mail address has an account already: no invite is needed.',
    );
  }
}
