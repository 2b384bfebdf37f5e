/** Field name (a dotted path for nested fields) → its messages, as in the `errors` of an error answer. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error meant for the client: the error handler answers it as `{code, message, errors?, requestId}`
 * with its status. Throw it from hooks, handlers and services; never reply from a hook.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Headers the error answer carries (Retry-After of a 429, …). */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';

  constructor(message = 'Nothing was found at this address.') {
    super(404, 'not_found', message);
  }
}

export class RequestValidationError extends HttpError {
  override name = 'RequestValidationError';

  constructor(errors: FieldErrors) {
    super(422, 'validation_failed', 'Some fields are not valid.', errors);
  }
}
