import {
  type EndpointName,
  type EndpointQuery,
  entityFormEndpoints,
  type FormEntity,
} from '@mobilise/contract';
import { formSaveBody, type SaveResult, type SendAnswer } from '@mobilise/form-engine/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api/api-error.ts';
import { callEndpoint, type QueryValue } from '../api/client.ts';
import {
  type EndpointQueryOptions,
  endpointQueryOptions,
  type QueryOrganisation,
  refreshAfterWrite,
} from '../api/endpoint-queries.ts';

type FormEndpoints<Entity extends FormEntity> = (typeof entityFormEndpoints)[Entity];

/** What a call of one of the entity's form endpoints takes as its query, each value as a query string carries it. */
type QueryOf<Name extends EndpointName> = { [Key in keyof NonNullable<EndpointQuery<Name>>]?: QueryValue };

/** The query of the entity's blank form: for whom the new record is, e.g. its organisation. */
export type BlankFormQuery<Entity extends FormEntity> = QueryOf<NonNullable<FormEndpoints<Entity>['blank']>>;
/** The query of the create that the entity's first save makes, e.g. `organisation` or `person_profile`. */
export type CreateQuery<Entity extends FormEntity> = QueryOf<NonNullable<FormEndpoints<Entity>['create']>>;

/** An entity made elsewhere (a task instance) has no blank form nor create: its form opens on a record. */
function noBlankForm(entity: FormEntity): never {
  throw new Error(`${entity} has no blank form: its form opens on an existing record`);
}

// The endpoint of a form's call is chosen at run time from the entity, and its body holds the fields of
// the server's own template, which the server checks: these two are the client's functions with the
// endpoint's types left open. A page names its entity and queries through the typed options below.
interface FormCall {
  params?: { id: string | number };
  query?: Record<string, QueryValue>;
  body?: unknown;
}
const callFormEndpoint = callEndpoint as unknown as (name: EndpointName, call: FormCall) => Promise<unknown>;
const formQueryOptions = endpointQueryOptions as unknown as (
  name: EndpointName,
  call: FormCall,
  options: EndpointQueryOptions,
) => ReturnType<typeof endpointQueryOptions<'getFamilyBlankForm'>>;

export interface EntityFormTemplateOptions<Entity extends FormEntity> {
  /** The record whose form, with its answers, is loaded; null loads the blank form. */
  entityId: string | number | null;
  /** For a blank form: for whom the new record is. */
  blankFormQuery?: BlankFormQuery<Entity>;
  /** The organisation the blank form's query belongs to, so that leaving the organisation drops it. */
  organisation?: QueryOrganisation;
}

/**
 * The query of an entity's form template: a record's form with its answers, or the blank one. A form
 * keeps the template it opened with: each of its saves refreshes the entity's queries, and a template
 * loaded again would bring the answers just sent and start the form over, dropping what is being typed.
 * So the query loads until it has a template, and then no more while the form is open. Nor is a template
 * kept once its form has gone, so that a form opened again shows the answers as they are then.
 */
export function entityFormTemplateQuery<Entity extends FormEntity>(
  entity: Entity,
  { entityId, blankFormQuery, organisation = null }: EntityFormTemplateOptions<Entity>,
) {
  const endpoints: FormEndpoints<FormEntity> = entityFormEndpoints[entity];
  const options =
    entityId === null
      ? formQueryOptions(endpoints.blank ?? noBlankForm(entity), { query: blankFormQuery }, { organisation })
      : formQueryOptions(endpoints.record, { params: { id: entityId } }, {});
  return queryOptions({
    ...options,
    gcTime: 0,
    enabled: (query) => query.state.data === undefined,
  });
}

/**
 * Answers that say the service is not there for now rather than that the save failed: a gateway with no
 * server behind it (502, 504) and a server whose database is out of reach (503 database_unavailable).
 * The same save goes through once it is back.
 */
const serviceAwayStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

/** How the form engine takes a failed save: a refusal with the server's field messages, no answer, or else. */
export function saveResultOf(error: unknown): SaveResult {
  if (error instanceof ApiError && error.status === 422)
    return { type: 'rejected', messages: Object.values(error.errors).flat() };
  if (error instanceof NetworkError) return { type: 'noResponse' };
  if (error instanceof ApiError && serviceAwayStatuses.has(error.status)) return { type: 'noResponse' };
  return { type: 'failed', error };
}

export interface EntityFormSenderOptions<Entity extends FormEntity> {
  /** The record saved; null until the first save creates it. */
  entityId: string | number | null;
  /** The query of that create, e.g. the organisation the record is created in. */
  createQuery?: CreateQuery<Entity>;
  /** Told the new record's id once the first save has created it. */
  onCreated?: (entityId: string | number) => void;
}

/**
 * Saves a form's answers, one field at a time, through the entity's create and update endpoints: the
 * first save of a new record creates it and its id is kept for every later save. After each save the
 * resources it changed refresh (the entity's lists and details, and any other the table names), without
 * the form waiting for them.
 */
export function entityFormSender<Entity extends FormEntity>(
  queryClient: QueryClient,
  entity: Entity,
  { entityId, createQuery, onCreated }: EntityFormSenderOptions<Entity>,
): SendAnswer {
  const endpoints: FormEndpoints<FormEntity> = entityFormEndpoints[entity];
  let id = entityId;
  return async (fieldName, value) => {
    const body = formSaveBody(entity, { [fieldName]: value });
    try {
      if (id === null) {
        const create = endpoints.create ?? noBlankForm(entity);
        const created = (await callFormEndpoint(create, { query: createQuery, body })) as {
          id: string | number;
        };
        id = created.id;
        onCreated?.(created.id);
        void refreshAfterWrite(queryClient, create);
        return { type: 'saved', entityId: created.id };
      }
      await callFormEndpoint(endpoints.update, { params: { id }, body });
      void refreshAfterWrite(queryClient, endpoints.update);
      return { type: 'saved' };
    } catch (error) {
      return saveResultOf(error);
    }
  };
}
