import { ApiError } from '../../api/index.ts';

/** Why a settings form could not be saved, as the form shows it (its input stays as typed). */
export interface SaveProblem {
  /** Someone else changed the record since it was read (409): reload, then save again. */
  isStale: boolean;
  /** The server's messages for the form's own fields (422), by field. */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** The server's translated message when no field of the form carries it, else null. */
  message: string | null;
}

/** A form with nothing to show: not saved yet, or saved. */
export const noProblem: SaveProblem = { isStale: false, fieldErrors: {}, message: null };

/** What a failed save means to a form with the given fields. */
export const saveProblemOf = (error: Error, fields: readonly string[]): SaveProblem => {
  const errors = error instanceof ApiError ? error.errors : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter(([field, messages]) => fields.includes(field) && messages.length > 0),
  );
  const isStale = error instanceof ApiError && error.status === 409;
  const shownOnFields = Object.keys(fieldErrors).length > 0;
  return { isStale, fieldErrors, message: isStale || shownOnFields ? null : error.message };
};
