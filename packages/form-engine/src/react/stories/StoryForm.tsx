import type { FormStatus, FormTemplate } from '@mobilise/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererProps } from '../FormRenderer.tsx';
import { createFormSender } from '../hooks/createFormSender.ts';
import { useFormStore } from '../hooks/useFormStore.ts';

export interface StoryFormProps extends Omit<FormRendererProps, 'store'> {
  template: FormTemplate;
  status?: FormStatus;
  entityId?: string | number | null;
}

/** A form saving to `api/applications` through the real sender, as a page of the app would wire it. */
export function StoryForm({ template, status, entityId = null, autosave = true, ...props }: StoryFormProps) {
  const { i18n } = useTranslation();
  const send = useMemo(
    () => createFormSender({ entity: 'applications', entityId, language: () => i18n.language }),
    [entityId, i18n],
  );
  const store = useFormStore(template, { send, autosave, status, entityId, activeOrganisationId: 3 });
  return (
    <div style={{ maxWidth: 760 }}>
      <FormRenderer {...props} template={template} store={store} autosave={autosave} onReload={() => {}} />
    </div>
  );
}
