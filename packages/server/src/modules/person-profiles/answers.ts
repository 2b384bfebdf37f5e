import {
  fullPersonProfileFieldsSchema,
  fullPersonProfileSchema,
  idSchema,
  memberStatusSchema,
  personProfileSchema,
  personStatusFlags,
} from '@mobilise/contract';
import { z } from 'zod';
import type { PersonProfilesTable } from '../../db/schema.ts';
import { RequestValidationError } from '../../http/errors.ts';
import { customIssue } from '../../i18n/zod-issues.ts';

/**
 * Who may write an answer: `self` fields the person themself may change; `office` fields only those
 * who run one of the person's organisations (office staff, senior leadership) and admins (Z10).
 */
export type AnswerTier = 'self' | 'office';

type ProfileColumn = Exclude<
  keyof PersonProfilesTable,
  'id' | 'user_id' | 'version' | 'search_text' | 'created_at' | 'updated_at'
>;

interface ColumnAnswer {
  tier: AnswerTier;
  column: ProfileColumn;
  schema: z.ZodType;
}

const nonBlank = (schema: z.ZodString) => schema.trim().min(1, { error: 'must not be blank' });
/** A cleared text or date field comes as '' from a form; it is stored as null. */
const emptyAsNull = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);

/** An id a choice field may answer as text ("12"): the browser's options carry their values as text. */
export const idAnswerSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
  idSchema,
);

const profile = personProfileSchema.shape;
const full = fullPersonProfileFieldsSchema.shape;

/**
 * The answers a profile edit may carry and the column each writes, validated by the contract's own
 * field schemas (one truth). The profile form template (forms.ts) names the same fields.
 */
export const columnAnswers: Record<string, ColumnAnswer> = {
  firstName: { tier: 'self', column: 'first_name', schema: nonBlank(profile.firstName) },
  lastName: { tier: 'self', column: 'last_name', schema: nonBlank(profile.lastName) },
  middleNames: { tier: 'self', column: 'middle_names', schema: emptyAsNull(profile.middleNames) },
  salutation: { tier: 'self', column: 'salutation', schema: emptyAsNull(profile.salutation) },
  knownAs: { tier: 'self', column: 'known_as', schema: emptyAsNull(profile.knownAs) },
  formerLastName: { tier: 'self', column: 'former_last_name', schema: emptyAsNull(profile.formerLastName) },
  suffix: { tier: 'self', column: 'suffix', schema: emptyAsNull(profile.suffix) },
  withFamily: { tier: 'self', column: 'with_family', schema: profile.withFamily },
  aimPersonalEmail: {
    tier: 'self',
    column: 'aim_personal_email',
    schema: emptyAsNull(profile.aimPersonalEmail),
  },
  aimAlternativeEmail: {
    tier: 'self',
    column: 'aim_alternative_email',
    schema: emptyAsNull(profile.aimAlternativeEmail),
  },
  dateOfBirth: { tier: 'self', column: 'date_of_birth', schema: emptyAsNull(profile.dateOfBirth) },
  specialNeeds: { tier: 'self', column: 'special_needs', schema: emptyAsNull(profile.specialNeeds) },
  willTravelOnAssignment: {
    tier: 'self',
    column: 'will_travel_on_assignment',
    schema: profile.willTravelOnAssignment,
  },
  phoneNumber: { tier: 'self', column: 'phone_number', schema: emptyAsNull(profile.phoneNumber) },
  currentAddressId: {
    tier: 'self',
    column: 'current_address_id',
    schema: emptyAsNull(idAnswerSchema.nullable()),
  },
  language: { tier: 'self', column: 'language', schema: emptyAsNull(full.language) },
  sex: { tier: 'self', column: 'sex', schema: emptyAsNull(full.sex) },
  maritalStatus: { tier: 'self', column: 'marital_status', schema: emptyAsNull(full.maritalStatus) },
  spouseName: { tier: 'self', column: 'spouse_name', schema: emptyAsNull(full.spouseName) },
  dateOfMarriage: { tier: 'self', column: 'date_of_marriage', schema: emptyAsNull(full.dateOfMarriage) },
  permanentResidency: {
    tier: 'self',
    column: 'permanent_residency',
    schema: emptyAsNull(full.permanentResidency),
  },
  aimPositionalEmail: {
    tier: 'office',
    column: 'aim_positional_email',
    schema: emptyAsNull(profile.aimPositionalEmail),
  },
  requiresEducationPlan: {
    tier: 'office',
    column: 'requires_education_plan',
    schema: profile.requiresEducationPlan,
  },
  memberStatus: { tier: 'office', column: 'member_status', schema: memberStatusSchema },
  inactiveSince: { tier: 'office', column: 'inactive_since', schema: emptyAsNull(full.inactiveSince) },
  retiredOn: { tier: 'office', column: 'retired_on', schema: emptyAsNull(full.retiredOn) },
  deceasedOn: { tier: 'office', column: 'deceased_on', schema: emptyAsNull(full.deceasedOn) },
  ...Object.fromEntries(
    personStatusFlags.map((flag) => [flag, { tier: 'office', column: flag, schema: z.boolean() }]),
  ),
};

/**
 * What a new person holds for the answers their first saves leave alone: the blank form shows these as
 * its answers and the create writes them, so that a field shows what is stored. The columns' own
 * defaults say the same, for rows written elsewhere; the create no longer relies on them.
 */
export const newProfileAnswers: Readonly<Record<string, boolean | string>> = {
  memberStatus: 'ACTIVE',
  requiresEducationPlan: true,
  withFamily: false,
  ...Object.fromEntries(personStatusFlags.map((flag) => [flag, false])),
};

/** Answers written to tables of their own rather than a column. */
export const listAnswers = {
  nationalities: {
    tier: 'self',
    schema: full.nationalities.max(20, { error: 'must list at most 20 values' }),
  },
  mobilisedByOrganisationIds: {
    tier: 'office',
    schema: z.array(idSchema).max(50, { error: 'must list at most 50 values' }),
  },
} as const satisfies Record<string, { tier: AnswerTier; schema: z.ZodType }>;

/**
 * Fields of the profile that an edit may send back as it read them but never writes here: ids, who is
 * admin (granted elsewhere), security groups (given by senior leadership), the family (the families
 * calls), addresses (their own calls), derived and computed values. They are ignored (Z5, Z10).
 */
const ignoredAnswers = new Set([...Object.keys(fullPersonProfileSchema.shape), 'securityGroups']);

/** One valid answer: its field, the tier writing it needs, and its value as stored. */
export interface ParsedAnswer {
  name: string;
  tier: AnswerTier;
  value: unknown;
}

/**
 * Checks every answer against its field's schema; an unknown field or a bad value is a 422 naming
 * `answers.<field>`, with all the failures at once. Ignored fields are left out.
 */
export function parseAnswers(answers: Record<string, unknown>): ParsedAnswer[] {
  const issues: z.core.$ZodIssue[] = [];
  const parsed: ParsedAnswer[] = [];
  for (const [name, value] of Object.entries(answers)) {
    const field = Object.hasOwn(columnAnswers, name)
      ? columnAnswers[name]
      : Object.hasOwn(listAnswers, name)
        ? listAnswers[name as keyof typeof listAnswers]
        : undefined;
    if (!field) {
      if (!ignoredAnswers.has(name)) {
        issues.push(customIssue(['answers', name], 'field_not_in_profile'));
      }
      continue;
    }
    const result = field.schema.safeParse(value);
    if (result.success) {
      parsed.push({ name, tier: field.tier, value: result.data });
    } else {
      // Reported on the field itself, so one answer is one entry of `errors` however deep it failed.
      issues.push(...result.error.issues.map((issue) => ({ ...issue, path: ['answers', name] })));
    }
  }
  if (issues.length > 0) {
    throw RequestValidationError.fromZodIssues(issues, 'body');
  }
  return parsed;
}

/** What an edit writes, once the answers the caller may not write are dropped. */
export interface ProfileWrite {
  columns: Partial<Record<ProfileColumn, unknown>>;
  nationalities?: string[];
  mobilisedByOrganisationIds?: number[];
}

export function profileWriteOf(answers: readonly ParsedAnswer[]): ProfileWrite {
  const write: ProfileWrite = { columns: {} };
  for (const { name, value } of answers) {
    const columnAnswer = Object.hasOwn(columnAnswers, name) ? columnAnswers[name] : undefined;
    if (columnAnswer) {
      write.columns[columnAnswer.column] = value;
    } else if (name === 'nationalities') {
      write.nationalities = [...new Set(value as string[])];
    } else if (name === 'mobilisedByOrganisationIds') {
      write.mobilisedByOrganisationIds = [...new Set(value as number[])];
    }
  }
  return write;
}
