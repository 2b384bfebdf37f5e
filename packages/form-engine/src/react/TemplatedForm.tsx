import type { AnswerValue, FormStatus, FormTemplate } from '@mobilise/contract';
import { GenericErrorPage } from '@mobilise/ui/GenericErrorPage';
import { Spinner } from '@mobilise/ui/Spinner';
import type { SendAnswer } from '../core/index.ts';
import { FormRenderer, type FormRendererProps } from './FormRenderer.tsx';
import { useFormStore } from './hooks/useFormStore.ts';
import type { LoadPositionAssignmentOptions } from './hooks/usePositionAssignmentOptions.ts';

/** How far a form's template has loaded. */
export type FormTemplateLoad =
  | { status: 'loading' }
  | { status: 'loaded'; template: FormTemplate }
  | { status: 'failed'; error: unknown };

/**
 * Where a templated form comes from and where its answers go, supplied by the page that shows it: the
 * form engine calls no server itself, so that every call of the app goes through one client, one cache
 * and one error type.
 */
export interface FormSource {
  /**
   * The template, as far as it has loaded. Once loaded it should stay the same object: a new template
   * starts the form afresh, and with it a new store, dropping what is being typed.
   */
  template: FormTemplateLoad;
  /**
   * Saves one answer. The first save of a new record creates it and answers its id, which every later
   * save is for. Read once, when the form starts.
   */
  save: SendAnswer;
  /** Loads the options of PositionAssignments fields; a form with one cannot show it without. */
  loadPositionAssignmentOptions?: LoadPositionAssignmentOptions;
}

export interface TemplatedFormProps
  extends Omit<FormRendererProps, 'template' | 'store' | 'loadPositionAssignmentOptions'> {
  /** The template and the calls of the form. */
  source: FormSource;
  /** The record the form edits; null for a new one, until its first save creates it. */
  entityId: string | number | null;
  /** @default 'DRAFT' */
  status?: FormStatus;
  /** The organisation an unanswered organisation field defaults to. */
  activeOrganisationId?: AnswerValue;
}

function LoadedForm({ template, source, ...props }: TemplatedFormProps & { template: FormTemplate }) {
  const store = useFormStore(template, {
    send: source.save,
    autosave: props.autosave ?? true,
    status: props.status,
    entityId: props.entityId,
    activeOrganisationId: props.activeOrganisationId,
  });
  return (
    <FormRenderer
      {...props}
      template={template}
      store={store}
      loadPositionAssignmentOptions={source.loadPositionAssignmentOptions}
    />
  );
}

/**
 * A form whose template and saves the page supplies (`source`): a spinner while the template loads, the
 * generic error page when it failed, then the form, each answer saved through `source.save`.
 */
export function TemplatedForm(props: TemplatedFormProps) {
  const load = props.source.template;
  if (load.status === 'failed') return <GenericErrorPage onReload={props.onReload} />;
  if (load.status === 'loading') return <Spinner />;
  return <LoadedForm {...props} template={load.template} />;
}
