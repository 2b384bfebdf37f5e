import { ApiError } from '../../api/index.ts';

/** The fields of the create form, as the server's 422 names them once an item's index is left out. */
export const createApplicationFields = [
  'title',
  'term_type',
  'about',
  'workflow_template_id',
  'applicant_ids',
  'position_id',
  'user_ids',
] as const;
export type CreateApplicationField = (typeof createApplicationFields)[number];

/** Why the application was not created, as the form shows it (its input stays as typed). */
export interface CreateProblem {
  /** The server's messages by field of the form (422). */
  fieldErrors: Partial<Record<CreateApplicationField, readonly string[]>>;
  /** The server's message when no field of the form carries it, else null. */
  message: string | null;
}

export const noCreateProblem: CreateProblem = { fieldErrors: {}, message: null };

/**
 * The form field a 422 names: the server names an item (`applicant_ids.1`, `positions.0.user_ids`), and the
 * form has one field for the list, and one position with its holders.
 */
const fieldOf = (name: string): CreateApplicationField | undefined => {
  const last = name
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  const field = last === 'positions' ? 'position_id' : last;
  return createApplicationFields.find((each) => each === field);
};

/** What a failed create means to the form: each 422 message on its field, anything else above the form. */
export function createProblemOf(error: Error): CreateProblem {
  const fieldErrors: Partial<Record<CreateApplicationField, string[]>> = {};
  for (const [name, messages] of Object.entries(error instanceof ApiError ? error.errors : {})) {
    const field = fieldOf(name);
    if (field && messages.length > 0) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  return { fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : error.message };
}
