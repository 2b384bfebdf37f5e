import { HttpError } from '../../http/errors.ts';

/**
 * The profile changed since the caller read it (C1): nothing is written, and the answer names the
 * current version (in `errors.version` and the X-Current-Version header) so the app can reload.
 */
export class StaleVersionError extends HttpError {
  override name = 'StaleVersionError';

  constructor(readonly currentVersion: number) {
    super(
      409,
      'stale_version',
      'Someone else changed this record since you opened it: reload it and try again.',
      {
        version: [`is ${currentVersion} now`],
      },
    );
    this.headers['x-current-version'] = String(currentVersion);
  }
}

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
