import type { FormStatus, FormTemplate } from '@mobilise/contract';
import { useMemo } from 'react';
import { formSaveBody, type SendAnswer } from '../../core/index.ts';
import { FormRenderer, type FormRendererProps } from '../FormRenderer.tsx';
import { useFormStore } from '../hooks/useFormStore.ts';
import type { LoadPositionAssignmentOptions } from '../hooks/usePositionAssignmentOptions.ts';

// The stories stand in for the app: the app saves a form through its own API client, and these calls to
// the stories' mocked server play that part, so that a story can show what the server receives.

/**
 * Saves to the mocked `api/applications`: the first save creates the record (POST), the later ones update
 * it (PUT). A 422 is a rejected save with the messages of its field errors, no answer at all is
 * noResponse, any other failure failed.
 */
export function storySender(entityId: string | number | null): SendAnswer {
  let id = entityId;
  return async (fieldName, value) => {
    let response: Response;
    try {
      response = await fetch(id === null ? '/api/applications' : `/api/applications/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(formSaveBody('applications', { [fieldName]: value })),
      });
    } catch {
      return { type: 'noResponse' };
    }
    if (response.status === 422) {
      const answer = (await response.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
      return { type: 'rejected', messages: Object.values(answer.errors ?? {}).flat() };
    }
    if (!response.ok) return { type: 'failed', error: new Error(`Saving answered ${response.status}`) };
    if (id !== null) return { type: 'saved' };
    const created = (await response.json()) as { id: string | number };
    id = created.id;
    return { type: 'saved', entityId: created.id };
  };
}

/** Asks the mocked server for the position-assignment options, the query as the form built it. */
export const loadStoryPositionOptions: LoadPositionAssignmentOptions = async (query, signal) => {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await fetch(`/api/form-options/position-assignments?${params}`, { signal });
  if (!response.ok) throw new Error(`Loading the position assignments answered ${response.status}`);
  return response.json();
};

export interface StoryFormProps extends Omit<FormRendererProps, 'store' | 'loadPositionAssignmentOptions'> {
  template: FormTemplate;
  status?: FormStatus;
  entityId?: string | number | null;
  /** Null: the page supplies no loader of position-assignment options. @default loadStoryPositionOptions */
  loadPositionAssignmentOptions?: LoadPositionAssignmentOptions | null;
}

/** A form saving to the mocked `api/applications`, wired as a page of the app wires its forms. */
export function StoryForm({
  template,
  status,
  entityId = null,
  autosave = true,
  loadPositionAssignmentOptions = loadStoryPositionOptions,
  ...props
}: StoryFormProps) {
  const send = useMemo(() => storySender(entityId), [entityId]);
  const store = useFormStore(template, { send, autosave, status, entityId, activeOrganisationId: 3 });
  return (
    <div style={{ maxWidth: 760 }}>
      <FormRenderer
        {...props}
        template={template}
        store={store}
        autosave={autosave}
        loadPositionAssignmentOptions={loadPositionAssignmentOptions ?? undefined}
        onReload={() => {}}
      />
    </div>
  );
}
