import type { FormEntity } from '@mobilise/contract';
import type { FormSource, FormTemplateLoad } from '@mobilise/form-engine/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import {
  type CreateQuery,
  type EntityFormTemplateOptions,
  entityFormSender,
  entityFormTemplateQuery,
} from './entity-form-calls.ts';

export interface EntityFormSourceOptions<Entity extends FormEntity>
  extends EntityFormTemplateOptions<Entity> {
  /** For a new record: the query of the create its first save makes. */
  createQuery?: CreateQuery<Entity>;
  /** For a new record: told its id once the first save has created it. */
  onCreated?: (entityId: string | number) => void;
}

/**
 * The template and saves of an entity's server form, through the app's client and cache: the template
 * loads once per opened form (see `entityFormTemplateQuery`), and answers are saved by `entityFormSender`.
 */
export function useEntityFormSource<Entity extends FormEntity>(
  entity: Entity,
  { createQuery, onCreated, ...templateOptions }: EntityFormSourceOptions<Entity>,
): FormSource {
  const queryClient = useQueryClient();
  const template = useQuery(entityFormTemplateQuery(entity, templateOptions));
  const { entityId } = templateOptions;
  // Pages write the query inline; its content, not the object, decides whether the sender is new.
  const createKey = JSON.stringify(createQuery ?? {});
  // Pages pass the callback inline too: the sender calls the latest one, and stays the same.
  const created = useRef(onCreated);
  created.current = onCreated;
  const save = useMemo(
    () =>
      entityFormSender(queryClient, entity, {
        entityId,
        createQuery: JSON.parse(createKey),
        onCreated: (id) => created.current?.(id),
      }),
    [queryClient, entity, entityId, createKey],
  );
  const load: FormTemplateLoad =
    template.data !== undefined
      ? { status: 'loaded', template: template.data }
      : template.isError
        ? { status: 'failed', error: template.error }
        : { status: 'loading' };
  return { template: load, save };
}
