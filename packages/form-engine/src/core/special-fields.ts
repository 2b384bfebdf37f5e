import type { AnswerValue } from '@mobilise/contract';
import type { AnswerOf } from './answers.ts';
import { failure, type ValidationMessage } from './constraints/rule.ts';

/** The reference date a due date counts from when the modifier must point after it. */
const afterOnlyReference = 'OFA_ACCEPTANCE';

/**
 * dueDateModifier must point after its reference date when dueDateRelativeTo is OFA_ACCEPTANCE
 * A rule the form adds by field name, not a constraint the server sends.
 */
export const dueDateModifierRule = {
  fieldName: 'dueDateModifier',
  dependsOn: ['dueDateRelativeTo'],
  evaluate(value: AnswerValue, answerOf: AnswerOf): ValidationMessage | null {
    const pointsBefore =
      typeof value === 'object' && value !== null && !Array.isArray(value) && value.direction === 'before';
    return pointsBefore && answerOf('dueDateRelativeTo') === afterOnlyReference
      ? failure('validation.due_date_after')
      : null;
  },
} as const;

/** The answer an unanswered field starts with: the organisation field defaults to the active organisation. */
export function defaultAnswer(fieldName: string, activeOrganisationId: AnswerValue | undefined): AnswerValue {
  return fieldName === 'organisationId' && activeOrganisationId !== undefined ? activeOrganisationId : null;
}

/** What the read-only rules know of the user. */
export interface FieldUser {
  isAdmin: boolean;
  /** The organisations the user is office staff for. */
  isOfficeStaffForOrganisations: readonly unknown[];
}

/**
 * Whether the user sees a field read-only: the organisation field for a non-admin office-staff
 * user of exactly one organisation, mobilisedByOrganisationIds for a non-admin who is not office staff.
 */
export function isReadOnlyField(fieldName: string, user: FieldUser): boolean {
  if (user.isAdmin) return false;
  const staffOf = user.isOfficeStaffForOrganisations.length;
  if (fieldName === 'organisationId') return staffOf === 1;
  if (fieldName === 'mobilisedByOrganisationIds') return staffOf === 0;
  return false;
}
