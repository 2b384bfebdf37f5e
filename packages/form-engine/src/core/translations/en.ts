/** English texts of the form engine, keyed by message key; `{{name}}` marks a value filled in. */
export const en = {
  'validation.required': 'This field is required.',
  'validation.required_without_all': 'One of these fields are required.',
  'validation.email': 'Please enter a valid e-mail address.',
  'validation.in': 'The selected value is invalid.',
  'validation.min.numeric': 'The value must be at least {{min}}.',
  'validation.max.string': 'The text may not be longer than {{max}} characters.',
  'validation.date': 'Please enter a valid date.',
  'validation.after': 'The date must be after {{date}}.',
  'validation.due_date_after': 'The due date must be after the offer of assignment is accepted.',
  'validation.url': 'Please enter a valid web address.',
  'validation.numeric': 'The value must be a number.',
  'validation.max_words': 'The text may not be longer than {{max}} words.',
  'save.failed': 'There was an error saving your data: {{messages}}',
} as const;
