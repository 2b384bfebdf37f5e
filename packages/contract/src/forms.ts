import { z } from 'zod';
import { idSchema, isoDateSchema, queryIntSchema, versionSchema } from './primitives.ts';

// The templated form as the server sends it. Unknown node and constraint types
// parse into an `Unknown` variant instead of failing, because the spec answers them at runtime with the
// generic error modal, not with a failed page load.

/** The field types a form input may have. Any other is an error. */
export const fieldTypes = [
  'Text',
  'Url',
  'Phone',
  'Email',
  'Hidden',
  'Textarea',
  'Number',
  'Checkbox',
  'RadioGroup',
  'CheckboxGroup',
  'Select',
  'TabulatedSelect',
  'CustomLookup',
  'LanguagePicker',
  'Address',
  'CurrentAddress',
  'PositionAssignments',
  'Date',
  'DateModifier',
  'CurrentPhoneNumber',
  'EmbeddedVideoUrl',
] as const;
export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/**
 * What a CustomLookup field looks up: the spec's three, and the people a family's members field
 * finds by name, too many to list as options.
 */
export const customLookups = ['Addresses', 'Assignments', 'PhoneNumbers', 'People'] as const;
export const customLookupSchema = z.enum(customLookups);
export type CustomLookup = z.infer<typeof customLookupSchema>;

/** Field names that get special handling. */
export const specialFieldNames = [
  'organisationId',
  'mobilisedByOrganisationIds',
  'cognitoFormUrl',
  'subject_ids',
  'travelling_family_members',
  'travelling_family_member_ids',
  'dueDateModifier',
  'dueDateRelativeTo',
] as const;
export type SpecialFieldName = (typeof specialFieldNames)[number];

/** The status of the entity a form edits. */
export const formStatuses = ['DRAFT', 'SUBMITTED', 'FINAL'] as const;
export const formStatusSchema = z.enum(formStatuses);
export type FormStatus = z.infer<typeof formStatusSchema>;

/** One answer: any JSON value (a list for multi-answer fields, an object for addresses and the like). */
export const answerValueSchema = z.json();
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** The answer of a DateModifier field: n days before or after a reference date (null days while empty). */
export const dateModifierSchema = z.object({
  days: z.number().int().nonnegative().nullable(),
  direction: z.enum(['before', 'after']),
});
export type DateModifier = z.infer<typeof dateModifierSchema>;

// ---- Conditions: a typed AST, never a string to parse ----

/** When a field or html block is revealed: the six kinds plus the `all`/`not` combinators. */
export type Condition =
  /** The field holds `value` (a list holds it among its answers); without `value`, the field is not empty. */
  | { kind: 'hasValue'; field: string; value?: string | number | boolean }
  /** The negation of `hasValue`. */
  | { kind: 'hasNoValue'; field: string; value?: string | number | boolean }
  /** The field holds a date on or after `date` (YYYY-MM-DD). */
  | { kind: 'dateOnOrAfter'; field: string; date: string }
  /** The field is empty or holds a date before `date` (YYYY-MM-DD). */
  | { kind: 'emptyOrDateBefore'; field: string; date: string }
  | { kind: 'notEmpty'; field: string }
  | { kind: 'anyOf'; conditions: Condition[] }
  | { kind: 'all'; conditions: Condition[] }
  | { kind: 'not'; condition: Condition };

const conditionValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('hasValue'), field: z.string(), value: conditionValueSchema.optional() }),
    z.object({ kind: z.literal('hasNoValue'), field: z.string(), value: conditionValueSchema.optional() }),
    z.object({ kind: z.literal('dateOnOrAfter'), field: z.string(), date: isoDateSchema }),
    z.object({ kind: z.literal('emptyOrDateBefore'), field: z.string(), date: isoDateSchema }),
    z.object({ kind: z.literal('notEmpty'), field: z.string() }),
    z.object({ kind: z.literal('anyOf'), conditions: z.array(conditionSchema) }),
    z.object({ kind: z.literal('all'), conditions: z.array(conditionSchema) }),
    z.object({ kind: z.literal('not'), condition: conditionSchema }),
  ]),
);

// ---- Constraints ----

/** Local constraints always apply; global ones only while global validation is shown. */
export const constraintScopes = ['local', 'global'] as const;
export const constraintScopeSchema = z.enum(constraintScopes);
export type ConstraintScope = z.infer<typeof constraintScopeSchema>;

const constraint = <Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) =>
  z.object({ type: z.literal(type), scope: constraintScopeSchema, ...shape });
const fieldNames = z.array(z.string());

const knownConstraintSchema = z.discriminatedUnion('type', [
  constraint('Required', {}),
  constraint('RequiredIf', { another_field: z.string(), value: z.union([z.string(), z.boolean()]) }),
  constraint('RequiredIfContains', { another_field: z.string(), value: z.string() }),
  constraint('RequiredWith', { other_fields: fieldNames }),
  constraint('RequiredUnless', { another_field: z.string(), value: z.union([z.string(), z.boolean()]) }),
  constraint('RequiredWithoutAll', { other_fields: fieldNames }),
  constraint('Multiple', {}),
  constraint('Date', {}),
  constraint('Email', {}),
  constraint('In', { accepted_values: z.array(z.union([z.string(), z.number()])) }),
  constraint('MinValue', { min: z.number() }),
  constraint('MaxLength', { max: z.number().int().nonnegative() }),
  constraint('Url', {}),
  constraint('MaxWords', { max_words: z.number().int().nonnegative() }),
  constraint('Numeric', {}),
  constraint('DateAfter', { another_field: z.string().optional(), date: isoDateSchema.optional() }),
  constraint('Unique', {}),
  constraint('File', {}),
  constraint('Image', {}),
  constraint('MaxFileSize', { max_size_kb: z.number().positive() }),
  constraint('Uuid', {}),
  constraint('Nullable', {}),
]);
export type KnownConstraint = z.infer<typeof knownConstraintSchema>;
export type ConstraintType = KnownConstraint['type'];

/** A constraint the client does not know, kept so that validation can report it. */
export type UnknownConstraint = { type: 'Unknown'; unknownType: string; scope: ConstraintScope };

export const constraintSchema = z.union([
  knownConstraintSchema,
  z
    .object({ type: z.string(), scope: constraintScopeSchema.catch('local') })
    .transform((raw): UnknownConstraint => ({ type: 'Unknown', unknownType: raw.type, scope: raw.scope })),
]);
export type Constraint = z.infer<typeof constraintSchema>;

// ---- Questions and inputs ----

const text = z.string().nullable().optional();

/** The extra settings of an input or of a choice option. */
export const extrasSchema = z.object({
  placeholder: text,
  help_text: text,
  info_text: text,
  hint_text: text,
  warning_text: text,
  desirable: z.boolean().optional(),
  styles: z.array(z.string()).optional(),
});
export type Extras = z.infer<typeof extrasSchema>;

/** One option of a choice field. */
export const choiceOptionSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
  extras: extrasSchema.optional(),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

export const inputSchema = z.object({
  name: z.string(),
  /** The key of this field's answer, and the name conditions and constraints refer to it by. */
  fieldName: z.string(),
  fieldType: fieldTypeSchema,
  label: text,
  helpText: text,
  infoText: text,
  hintText: text,
  warningText: text,
  postWarningText: text,
  placeholder: text,
  styles: z.array(z.string()).optional(),
  constraints: z.array(constraintSchema),
  hasMultipleAnswers: z.boolean(),
  options: z.array(choiceOptionSchema).optional(),
  extras: extrasSchema.optional(),
  /** Only for CustomLookup fields. */
  lookup: customLookupSchema.optional(),
  conditions: z.array(conditionSchema).optional(),
  /**
   * Set by the server when the viewer may not change this answer (a field of the office and
   * the profile's office fields): shown read-only, and ignored by the server if sent anyway.
   */
  readOnly: z.boolean().optional(),
});
export type Input = z.infer<typeof inputSchema>;

/** A question with its stored answers: at most one for a single-answer field. */
export const questionSchema = z.object({
  label: z.string(),
  input: inputSchema,
  answers: z.array(answerValueSchema),
});
export type Question = z.infer<typeof questionSchema>;

// ---- Nodes, sections, pages, form ----

export const matrixHeaderSchema = z.object({ header_text: z.string(), show_required_marker: z.boolean() });
export type MatrixHeader = z.infer<typeof matrixHeaderSchema>;

export const singleQuestionNodeSchema = z.object({
  type: z.literal('SingleQuestion'),
  question: questionSchema,
});
export const matrixNodeSchema = z.object({
  type: z.literal('Matrix'),
  rows: z.array(z.array(z.union([questionSchema, matrixHeaderSchema]))),
});
export const htmlBlockNodeSchema = z.object({
  type: z.literal('HtmlBlock'),
  html: z.string(),
  conditions: z.array(conditionSchema).optional(),
});
export const assetNodeSchema = z.object({
  type: z.literal('Asset'),
  primary_question: questionSchema,
  secondary_question: questionSchema,
});
/** A node the client does not know; rendering it opens the generic error modal. */
export type UnknownNode = { type: 'Unknown'; unknownType: string };

export const formNodeSchema = z.union([
  z.discriminatedUnion('type', [
    singleQuestionNodeSchema,
    matrixNodeSchema,
    htmlBlockNodeSchema,
    assetNodeSchema,
  ]),
  z
    .object({ type: z.string() })
    .transform((raw): UnknownNode => ({ type: 'Unknown', unknownType: raw.type })),
]);
export type FormNode = z.infer<typeof formNodeSchema>;
export type HtmlBlockNode = z.infer<typeof htmlBlockNodeSchema>;

const id = z.union([z.string(), z.number()]);

export const formSectionSchema = z.object({
  id,
  title: z.string().nullable(),
  hidden: z.boolean(),
  nodes: z.array(formNodeSchema),
});
export type FormSection = z.infer<typeof formSectionSchema>;

export const formPageSchema = z.object({
  id,
  /** The page's name, as the form's stepper lists it ("Contact details"); a form without one numbers its pages. */
  title: z.string().optional(),
  sections: z.array(formSectionSchema),
});
export type FormPage = z.infer<typeof formPageSchema>;

/** The template of a form, with its stored answers (`GET api/{entity}/{id}/form`). */
export const formTemplateSchema = z.object({ title: z.string(), pages: z.array(formPageSchema) });
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/**
 * `GET api/{entity}/{id}/form` of a record with a `version`: the template with the stored answers, and
 * the version a save must send back (a stale one is refused with 409).
 */
export const recordFormSchema = formTemplateSchema.extend({ version: versionSchema });
export type RecordForm = z.infer<typeof recordFormSchema>;

/** `GET api/form-options/position-assignments`. */
export const positionAssignmentFormOptionsSchema = z.object({
  id: id,
  default_assignees: z.array(id),
  assignments: z.array(z.object({ user_ids: z.array(id) }).loose()),
});
export type PositionAssignmentFormOptions = z.infer<typeof positionAssignmentFormOptionsSchema>;

/** The answers of a form by field name, as a save sends them. */
export const formAnswersSchema = z.record(
  z.string().max(100, { error: 'a field name is at most 100 characters long' }),
  answerValueSchema,
);
export type FormAnswers = z.infer<typeof formAnswersSchema>;

/**
 * A save of an existing record through its form: the answers wrapped under `answers`, and
 * optionally the `version` read, so that a save over someone else's newer one is refused with 409; an
 * autosave of one field sends none and writes only that field.
 */
export const answersBodySchema = z.strictObject({
  answers: formAnswersSchema,
  version: versionSchema.optional(),
});
export type AnswersBody = z.infer<typeof answersBodySchema>;

/** A create through a form of an entity whose answers are wrapped under `answers`. */
export const createBodySchema = z.strictObject({ answers: formAnswersSchema });
export type CreateBody = z.infer<typeof createBodySchema>;

/** What a create through a form answers: the new record's id. */
export const createdResponseSchema = z.object({ id: idSchema });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

/**
 * The query of a blank form and of the create it leads to: the organisation the new record is for (the
 * caller's active one by default). The app's create page knows it from its own path.
 */
export const blankFormQuerySchema = z.strictObject({ organisation: queryIntSchema(1).optional() });
export type BlankFormQuery = z.infer<typeof blankFormQuerySchema>;
