import { type CapabilityName, type FormTemplate, queryIntSchema, type RecordForm } from '@mobilise/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../i18n/languages.ts';
import type { Actor } from '../../policies/actor.ts';

/** Who asks for a form, and in which language its texts are written. */
export interface FormRequest {
  actor: Actor;
  language: Language;
  log: FastifyBaseLogger;
}

/**
 * `GET api/{entity}/form?organisation=` and the create URL's query: the organisation the new record is
 * for (the caller's active one by default). The app's create page knows it from its own path.
 */
export const blankFormQuerySchema = z.strictObject({ organisation: queryIntSchema(1).optional() });
export type BlankFormQuery = z.infer<typeof blankFormQuerySchema>;

/**
 * The forms of one entity (spec 02 §7): the blank template a create starts from and the template of a
 * record with its stored answers. Each domain module supplies its own from its `forms.ts`; the forms
 * routes serve every one registered.
 */
export interface EntityForms {
  /** The path segment of the entity's calls, e.g. `person-profiles`. */
  entity: string;
  /** The capability a create needs, declared on the blank-form route; none when any user may create one. */
  createCapability?: CapabilityName;
  blankForm(request: FormRequest, query: BlankFormQuery): Promise<FormTemplate>;
  /** A record out of the caller's scope is a 404, like an unknown one. */
  recordForm(request: FormRequest, id: number): Promise<RecordForm>;
}
