import type { AnswerValue } from '@mobilise/contract';

type Answers = Record<string, AnswerValue>;

/** Entities whose create and update body is the answers object itself (spec 02 §7). */
export const bareAnswerEntities: ReadonlySet<string> = new Set([
  'families',
  'addresses',
  'units',
  'teams',
  'education-plans',
]);

export interface FormSaveRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  body: Answers | { answers: Answers };
}

export interface FormSaveTarget {
  /** The entity's path segment, e.g. "families". */
  entity: string;
  /** Null until the entity exists. */
  entityId: string | number | null;
  /** Overrides the create URL, `api/{entity}` by default. */
  createUrl?: string;
  /** Accepting a suggested task saves with PUT to the create URL. */
  acceptingSuggestedTask?: boolean;
}

/** The request that saves a form's answers (spec 02 §7). */
export function formSaveRequest(target: FormSaveTarget, answers: Answers): FormSaveRequest {
  const { entity, entityId } = target;
  const body = bareAnswerEntities.has(entity) ? answers : { answers };
  const createUrl = target.createUrl ?? `api/${entity}`;
  if (target.acceptingSuggestedTask) return { method: 'PUT', url: createUrl, body };
  if (entityId === null) return { method: 'POST', url: createUrl, body };
  return { method: entity === 'addresses' ? 'PATCH' : 'PUT', url: `api/${entity}/${entityId}`, body };
}

/** Where a form's template comes from: the entity's own form with answers, or a blank one (spec 02 §7). */
export function formTemplateUrl(target: {
  entity: string;
  entityId: string | number | null;
  blankFormUrl?: string;
}) {
  if (target.entityId !== null) return `api/${target.entity}/${target.entityId}/form`;
  return target.blankFormUrl ?? `api/${target.entity}/form`;
}
