import type { AnswerValue, FormStatus, FormTemplate } from '@mobilise/contract';
import { GenericErrorPage } from '@mobilise/ui/GenericErrorPage';
import { Spinner } from '@mobilise/ui/Spinner';
import { useMemo } from 'react';
import { formTemplateUrl } from '../core/index.ts';
import { FormRenderer, type FormRendererProps } from './FormRenderer.tsx';
import { createFormSender } from './hooks/createFormSender.ts';
import { useFormStore } from './hooks/useFormStore.ts';
import { useFormTemplate } from './hooks/useFormTemplate.ts';
import { useFormTranslation } from './i18n/useFormTranslation.ts';

export interface TemplatedFormProps extends Omit<FormRendererProps, 'template' | 'store'> {
  /** The entity's path segment, e.g. "families" (spec 02 §7). */
  entity: string;
  /** The record the form edits; null for a new one. */
  entityId: string | number | null;
  /** Loads a blank form from here instead of `api/{entity}/form`. */
  blankFormUrl?: string;
  /** Creates the record here instead of `api/{entity}`. */
  createUrl?: string;
  /** Accepting a suggested task saves with PUT to the create URL. */
  acceptingSuggestedTask?: boolean;
  /** @default 'DRAFT' */
  status?: FormStatus;
  /** The organisation an unanswered organisation field defaults to (spec 02 §5). */
  activeOrganisationId?: AnswerValue;
}

function LoadedForm({ template, ...props }: TemplatedFormProps & { template: FormTemplate }) {
  const { i18n } = useFormTranslation();
  const { entity, entityId, createUrl, acceptingSuggestedTask, baseUrl } = props;
  const send = useMemo(
    () =>
      createFormSender({
        entity,
        entityId,
        createUrl,
        acceptingSuggestedTask,
        baseUrl,
        language: () => i18n.language,
      }),
    [entity, entityId, createUrl, acceptingSuggestedTask, baseUrl, i18n],
  );
  const store = useFormStore(template, {
    send,
    autosave: props.autosave ?? true,
    status: props.status,
    entityId,
    activeOrganisationId: props.activeOrganisationId,
  });
  return <FormRenderer {...props} template={template} store={store} />;
}

/**
 * A form loaded from the server and saved to it (spec 02 §7): the template comes from core's
 * `formTemplateUrl`, answers go out by core's `formSaveRequest`. A failed load shows the generic error
 * page (spec 02 §8).
 */
export function TemplatedForm(props: TemplatedFormProps) {
  const url = formTemplateUrl({
    entity: props.entity,
    entityId: props.entityId,
    blankFormUrl: props.blankFormUrl,
  });
  const load = useFormTemplate(url, props.baseUrl);
  if (load.status === 'failed') return <GenericErrorPage onReload={props.onReload} />;
  if (load.status === 'loading') return <Spinner />;
  return <LoadedForm {...props} template={load.template} />;
}
