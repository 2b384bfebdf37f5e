/**
 * The server's messages in English, keyed by the error code they explain (the `code` of an error
 * answer), then the field messages of our own checks (customIssue). `{{name}}` is filled from the
 * error's or the message parameters. The other languages must have exactly these keys and
 * placeholders (messages.test.ts), so a field message missing in one language fails that test.
 */
export const en = {
  bad_request: 'The request could not be handled.',
  not_found: 'Nothing was found at this address.',
  method_not_allowed: 'This address does not accept this method.',
  not_acceptable: 'No answer in an accepted format is possible.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'The request body has a type this address does not accept.',
  file_too_large: 'Please choose a file no larger than {{megabytes}}MB',
  file_type_not_accepted: 'Only PDF files, images and office documents can be attached.',
  rate_limited: 'Too many attempts: try again later.',
  internal_error: 'Something went wrong on our side.',
  validation_failed: 'Some fields are not valid.',
  invalid_credentials: 'The e-mail address or the password is not right.',
  link_expired: 'This link has expired or has already been used.',
  not_signed_in: 'You are not signed in.',
  xsrf: 'The request lacks the security token of this site: reload the page and try again.',
  stale_version: 'Someone else changed this record since you opened it: reload it and try again.',
  cross_origin: 'Requests that change data must come from this site.',
  report_not_allowed: 'You may not download this report.',
  capability_not_held: 'You may not do this for this organisation.',
  transition_not_allowed:
    'This record cannot make that change in the state it is in: reload it to see where it stands.',
  own_leave_decision: 'Nobody may decide a request they are part of.',
  not_the_person: 'Only the person or their office staff may do this.',
  already_registered: 'This person or their e-mail address has an account already: no invite is needed.',
  // The field messages of a 422 that the server words itself (checks no schema can make), by check.
  field_required: 'is required',
  field_not_in_profile: 'is not a field of the person profile',
  field_not_in_form: 'is not a field of this form',
  id_list_empty: 'must list at least one id',
  unknown_organisations: 'names no organisation: {{ids}}',
  not_an_address_of_the_person: "is not one of the person's addresses",
  address_person_mismatch: 'must name the person of person_profile',
  responsibility_not_reassignable:
    'names no responsibility of this person you may reassign, or names one twice',
  not_another_mobilised_account: 'must be another person with an account whom the organisation mobilises',
  unknown_security_groups: 'names unknown security groups: {{ids}}',
  person_not_mobilised: 'names a person this organisation does not mobilise',
  people_not_addable: 'names people you cannot add: {{ids}}',
  person_listed_twice: 'must not list a person twice',
  no_email_to_invite: 'is not set: add an e-mail address to the person before sending the invite',
  nul_character: 'must not contain the NUL character (U+0000)',
  mobilising_organisation_required: 'must name at least one organisation',
  organisations_not_run: 'adds or removes organisations you do not run: {{ids}}',
  position_name_taken: 'is already the name of another position of this organisation',
  education_plan_year_taken: 'this child has a plan for this academic year already',
  position_removed: 'is a removed position: it can no longer be changed',
  stage_not_in_template: 'is not a stage of this template',
  task_not_in_template: 'is not a task of this template, or is named twice',
  stage_named_twice: 'is a stage named twice',
  template_archived: 'is an archived template: it can no longer be changed',
  position_not_of_organisation: 'is not a position of this organisation',
  workflow_template_not_of_organisation: 'is not a workflow template for applications of this organisation',
  assignment_workflow_template_not_of_organisation:
    'is not a workflow template for assignments of one of this assignment’s organisations',
  users_unknown: 'names users who do not exist: {{ids}}',
  not_an_applicant: 'is not an applicant of this application',
  decision_for_decision_tasks: 'is required to complete a decision task, and only for one',
  document_required: 'needs at least one file attached before the task can be completed',
  sub_type_only_for_extraordinary: 'is given only for extraordinary leave',
  assets_not_attachable: 'names files you cannot attach: {{ids}}',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
