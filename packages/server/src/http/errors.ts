import type { z } from 'zod';
import type { MessageParams } from '../i18n/messages.ts';

/** Field name (a dotted path for nested fields) → its messages, as in the `errors` of an error answer. */
export type FieldErrors = Record<string, string[]>;

/** Field name → the zod issues it failed, from which its messages are written in each language. */
export type FieldIssues = Record<string, z.core.$ZodIssue[]>;

/**
 * An error meant for the client: the error handler answers it as `{code, message, errors?, requestId}`
 * with its status. Throw it from hooks, handlers and services; never reply from a hook.
 *
 * The client reads the message of `code` in the catalogue (src/i18n/messages), in the language the
 * request accepts; `message` is the English text, for logs and for a code the catalogue lacks.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Headers the error answer carries (Retry-After of a 429, …). */
  headers: Record<string, string> = {};
  /** Values for the `{{placeholders}}` of the code's catalogue message. */
  messageParams: MessageParams = {};

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** Unknown, or outside what the caller may see: the answer never tells the two apart. */
export class NotFoundError extends HttpError {
  override name = 'NotFoundError';

  constructor(message = 'Nothing was found at this address.') {
    super(404, 'not_found', message);
  }
}

/** 422: `errors` says which fields failed and why. */
export class RequestValidationError extends HttpError {
  override name = 'RequestValidationError';

  /** `issues`, when given, let the error handler write the field messages in the request's language. */
  constructor(
    errors: FieldErrors,
    readonly issues?: FieldIssues,
  ) {
    super(422, 'validation_failed', 'Some fields are not valid.', errors);
  }

  /** From a failed zod parse of one part of the request (`body`, `query`, …, the field name at its root). */
  static fromZodIssues(issues: readonly z.core.$ZodIssue[], httpPart: string) {
    const byField: FieldIssues = {};
    for (const issue of issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : httpPart;
      byField[field] = [...(byField[field] ?? []), issue];
    }
    const errors = Object.fromEntries(
      Object.entries(byField).map(([field, fieldIssues]) => [
        field,
        fieldIssues.map((issue) => issue.message),
      ]),
    );
    return new RequestValidationError(errors, byField);
  }
}

/**
 * 403: the caller knows the organisation (they belong to one of its security groups, or read its
 * settings) but lacks the capability this change needs, so the answer may say why instead of hiding it.
 */
export class CapabilityNotHeldError extends HttpError {
  override name = 'CapabilityNotHeldError';

  constructor() {
    super(403, 'capability_not_held', 'You may not do this for this organisation.');
  }
}

/**
 * 409: the caller may take this step, but not from where the record stands (an application already
 * rejected, a task already done, an assignment already shared): the state machine has no such step (Z8).
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
