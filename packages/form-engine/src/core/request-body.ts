import type { AnswerValue } from '@mobilise/contract';

type Answers = Record<string, AnswerValue>;

/** Entities whose create and update body is the answers object itself; every other wraps them. */
export const bareAnswerEntities: ReadonlySet<string> = new Set([
  'families',
  'addresses',
  'units',
  'teams',
  'education-plans',
]);

/** What a save of a form sends: the answers as they are, or wrapped under `answers`. */
export type FormSaveBody = Answers | { answers: Answers };

/**
 * The body of a save of an entity's form. It depends on the entity alone, never on whether the save
 * creates the record, updates it or accepts a suggested task: which call carries it (its method and path)
 * is for the caller's table of endpoints to say.
 */
export function formSaveBody(entity: string, answers: Answers): FormSaveBody {
  return bareAnswerEntities.has(entity) ? answers : { answers };
}
