import type { FormEntity } from '@mobilise/contract';
import { TemplatedForm, type TemplatedFormProps } from '@mobilise/form-engine/react';
import { LoadingState } from '@mobilise/ui/EmptyState';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formAssetSources } from '../features/assets/index.ts';
import { type EntityFormSourceOptions, useEntityFormSource } from './useEntityFormSource.ts';
import { useFormNamespace } from './useFormNamespace.ts';

export type EntityFormProps<Entity extends FormEntity> = Omit<TemplatedFormProps, 'source' | 'entityId'> &
  EntityFormSourceOptions<Entity> & {
    /** Whose form it is: its endpoints come from the contract's table of entity forms. */
    entity: Entity;
  };

/**
 * The server's form of an entity, loaded and saved through the app's client: a record's form with its
 * answers, or the blank one, whose first save creates the record. Its Asset nodes upload for real. A loading state shows until the form
 * engine's texts for the interface language are in.
 */
export function EntityForm<Entity extends FormEntity>({
  entity,
  entityId,
  blankFormQuery,
  createQuery,
  onCreated,
  organisation,
  sources,
  ...props
}: EntityFormProps<Entity>) {
  const formTextsReady = useFormNamespace();
  const { i18n } = useTranslation();
  // Asset nodes upload and list their files through the app; a page's own sources come on top.
  const withAssets = useMemo(
    () => ({ ...formAssetSources(i18n.language), ...sources }),
    [i18n.language, sources],
  );
  const source = useEntityFormSource(entity, {
    entityId,
    blankFormQuery,
    createQuery,
    onCreated,
    organisation,
  });
  if (!formTextsReady) return <LoadingState />;
  return (
    <TemplatedForm
      key={`${entity}:${entityId}`}
      {...props}
      sources={withAssets}
      source={source}
      entityId={entityId}
    />
  );
}
