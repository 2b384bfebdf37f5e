import type { FormEntity } from '@mobilise/contract';
import { TemplatedForm, type TemplatedFormProps } from '@mobilise/form-engine/react';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { type EntityFormSourceOptions, useEntityFormSource } from './useEntityFormSource.ts';
import { useFormNamespace } from './useFormNamespace.ts';

export type EntityFormProps<Entity extends FormEntity> = Omit<TemplatedFormProps, 'source' | 'entityId'> &
  EntityFormSourceOptions<Entity> & {
    /** Whose form it is: its endpoints come from the contract's table of entity forms. */
    entity: Entity;
  };

/**
 * The server's form of an entity, loaded and saved through the app's client: a record's form with its
 * answers, or the blank one, whose first save creates the record. A loading state shows until the form
 * engine's texts for the interface language are in.
 */
export function EntityForm<Entity extends FormEntity>({
  entity,
  entityId,
  blankFormQuery,
  createQuery,
  onCreated,
  organisation,
  ...props
}: EntityFormProps<Entity>) {
  const formTextsReady = useFormNamespace();
  const source = useEntityFormSource(entity, {
    entityId,
    blankFormQuery,
    createQuery,
    onCreated,
    organisation,
  });
  if (!formTextsReady) return <LoadingState />;
  return <TemplatedForm key={`${entity}:${entityId}`} {...props} source={source} entityId={entityId} />;
}
