/**
 * The server's messages in English, keyed by the error code they explain (the `code` of an error
 * answer). `{{name}}` is filled from the error's message parameters. The other languages must have
 * exactly these keys and placeholders (messages.test.ts).
 */
export const en = {
  bad_request: 'The request could not be handled.',
  not_found: 'Nothing was found at this address.',
  method_not_allowed: 'This address does not accept this method.',
  not_acceptable: 'No answer in an accepted format is possible.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'The request body has a type this address does not accept.',
  rate_limited: 'Too many attempts: try again later.',
  internal_error: 'Something went wrong on our side.',
  validation_failed: 'Some fields are not valid.',
  invalid_credentials: 'The e-mail address or the password is not right.',
  link_expired: 'This link has expired or has already been used.',
  not_signed_in: 'You are not signed in.',
  xsrf: 'The request lacks the security token of this site: reload the page and try again.',
  stale_version: 'Someone else changed this record since you opened it: reload it and try again.',
  cross_origin: 'Requests that change data must come from this site.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
