import type { FormTemplate } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { GenericErrorModal } from '@mobilise/ui/GenericErrorModal';
import { RequiredFieldsModal } from '@mobilise/ui/RequiredFieldsModal';
import { SaveButton } from '@mobilise/ui/SaveButton';
import { SaveIndicator } from '@mobilise/ui/SaveIndicator';
import { Spinner } from '@mobilise/ui/Spinner';
import { useUnsavedChangesPrompt } from '@mobilise/ui/UnsavedChanges';
import { Stepper, useFocusOnStepChange, WizardFooter } from '@mobilise/ui/Wizard';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type FieldUser,
  type FormStore,
  type PositionAssignmentSubject,
  saveFailedAlert,
} from '../core/index.ts';
import { type FieldSources, FormContext, type FormContextValue } from './FormContext.ts';
import { FormPageBody } from './FormPageBody.tsx';
import * as styles from './FormRenderer.css.ts';
import { preloadFieldInputs } from './fields/fieldRegistry.ts';
import { focusFirstInvalidField } from './focusFirstInvalidField.ts';
import { formInitWaitMs } from './hooks/formTiming.ts';
import { keepPendingSaves, keptPendingSaves } from './hooks/pendingSaves.ts';
import { useFormValue } from './hooks/useFieldState.ts';
import { usePageHash } from './hooks/usePageHash.ts';
import {
  hasPositionAssignments,
  type LoadPositionAssignmentOptions,
  usePositionAssignmentOptions,
} from './hooks/usePositionAssignmentOptions.ts';
import { useFormTranslation } from './i18n/useFormTranslation.ts';

/** The props of `FormRenderer`; only `template` and `store` are required. */
export interface FormRendererProps {
  /** The form to show; the store must have been made from the same template. */
  template: FormTemplate;
  /** The form's state, from `useFormStore(template, options)` or core's `createFormStore`. */
  store: FormStore;
  /**
   * Whether changes save themselves; must match the store's `autosave` option. Off, the save and
   * cancel buttons appear.
   * @default true
   */
  autosave?: boolean;
  /** The record's kind as the user reads it ("application"), for the modals and the go-to button. */
  entityLabel?: string;
  /** Goes to the saved record; the go-to button shows once an entity id exists. */
  onGoToEntity?: (entityId: string | number) => void;
  /**
   * Ends the form: on the last page, once an entity id exists, a Finish button takes the place of
   * Continue (and of the go-to button). It warns of the page's empty required fields as Continue does,
   * and is called once every answer has been saved.
   */
  onFinish?: (entityId: string | number) => void;
  /** Drops the unsaved changes (the cancel button, with autosave off). */
  onCancel?: () => void;
  /** The data some field types choose from. */
  sources?: FieldSources;
  /** The viewer, for the read-only rules */
  user?: FieldUser;
  /** For PositionAssignments fields: the kind of record, its organisation and the record itself. */
  positionAssignments?: PositionAssignmentSubject;
  /**
   * For PositionAssignments fields: loads their options. A form with such a field and no loader opens the
   * generic error modal, as a failed load does. Keep the same function across renders: a new one asks for
   * the options again.
   */
  loadPositionAssignmentOptions?: LoadPositionAssignmentOptions;
  /** Keeps unsaved changes in localStorage under this key, so a reload while offline loses nothing. */
  storageKey?: string;
  /** Reloads the page from the generic error modal. @default window.location.reload */
  onReload?: () => void;
  /** Called on every render of a question, with its field name (render-count tests and the benchmark). */
  onFieldRender?: (fieldName: string) => void;
  /**
   * How many files an Asset node lists before "See more"; 0 lists every file. The application view form
   * takes `applicationViewForm.assetListTruncation`.
   * @default 0
   */
  assetListTruncation?: number;
}

const blockingProblems = new Set(['unknownNode', 'unknownConstraint']);

// Defaults made once: a new object per render would change the form context and render every question.
const noSources: FieldSources = {};
const noPositionAssignments: PositionAssignmentSubject = {};

/**
 * The multi-page templated form: one page at a time, addressed by `#page={n}`, the pages named in the
 * design system's stepper; the wizard footer's Back, Continue and Finish with the save, cancel and go-to
 * buttons; the required-fields modals, the save state in a polite live region, the rejected-save alert
 * and the generic error modal.
 */
export function FormRenderer({
  template,
  store,
  autosave = true,
  entityLabel,
  onGoToEntity,
  onFinish,
  onCancel,
  sources = noSources,
  user,
  positionAssignments = noPositionAssignments,
  loadPositionAssignmentOptions,
  storageKey,
  onReload,
  onFieldRender,
  assetListTruncation = 0,
}: FormRendererProps) {
  const { t, i18n } = useFormTranslation();
  const entityId = useFormValue(store, (form) => form.entityId);
  const hasUnsaved = useFormValue(store, (form) => form.unsavedCount > 0);
  const hasUnsavedWork = useFormValue(
    store,
    (form) => form.unsavedCount > 0 || form.pendingCount > 0 || form.retryingCount > 0,
  );
  const button = useFormValue(store, (form) => form.button);
  const globalValidation = useFormValue(store, (form) => form.globalValidation);
  const pageCount = template.pages.length;
  const [page, setPage] = usePageHash(pageCount);
  const [isGenericError, setGenericError] = useState(() =>
    store.problems.some((problem) => blockingProblems.has(problem.kind)),
  );
  const [rejection, setRejection] = useState<string | null>(null);
  const [missing, setMissing] = useState<readonly string[] | null>(null);
  const [isFinishing, setFinishing] = useState(false);
  // Pages pass `onFinish` inline; the finishing below must not start over on each new function.
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;
  const reportError = useCallback((_error: unknown) => setGenericError(true), []);
  const positions = usePositionAssignmentOptions(
    useMemo(() => hasPositionAssignments(template), [template]),
    positionAssignments,
    loadPositionAssignmentOptions,
    reportError,
  );
  // The first page's questions ask for their inputs as they render; the other pages' load meanwhile.
  useEffect(() => preloadFieldInputs(template), [template]);
  const entity = entityLabel ?? t('form.entity');

  useEffect(
    () =>
      store.onEvent((event) => {
        if (event.type === 'saveRejected') setRejection(saveFailedAlert(i18n.language, event.messages));
        else setGenericError(true);
      }),
    [store, i18n.language],
  );

  // Kept changes come back, and the hash anchor is scrolled to, once the first render has settled.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (storageKey) {
        const kept = keptPendingSaves(localStorage, storageKey);
        if (kept.length > 0) store.restore(kept);
      }
      const anchor = window.location.hash.slice(1);
      if (anchor && !anchor.startsWith('page='))
        document.getElementById(decodeURIComponent(anchor))?.scrollIntoView();
    }, formInitWaitMs);
    return () => clearTimeout(timer);
  }, [store, storageKey]);

  useEffect(() => {
    const keep = () => {
      store.flush();
      if (storageKey) keepPendingSaves(localStorage, storageKey, store);
    };
    const unsubscribe = storageKey
      ? store.subscribeForm(() => keepPendingSaves(localStorage, storageKey, store))
      : undefined;
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      unsubscribe?.();
    };
  }, [store, storageKey]);

  useUnsavedChangesPrompt(hasUnsavedWork);

  const goTo = (next: number) => {
    store.flush();
    if (storageKey) keepPendingSaves(localStorage, storageKey, store);
    setMissing(null);
    setRejection(null);
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  const continueFrom = () => {
    const labels = store.missingRequired(page - 1);
    if (labels.length === 0) return goTo(page + 1);
    store.revealErrors(page - 1);
    setMissing(labels);
  };

  const finishFrom = () => {
    const labels = store.missingRequired(page - 1);
    if (labels.length === 0) return setFinishing(true);
    store.revealErrors(page - 1);
    setMissing(labels);
  };

  // Finishing sends what is still unsaved and waits for the saves under way, so that the page the form
  // leads to shows every answer; an answer that cannot be saved (invalid, refused) keeps the user here.
  useEffect(() => {
    if (!isFinishing || entityId === null) return;
    store.flush();
    const settle = () => {
      const form = store.getForm();
      if (form.pendingCount > 0 || form.retryingCount > 0) return;
      setFinishing(false);
      if (form.unsavedCount === 0) finishRef.current?.(entityId);
      else {
        store.revealErrors(page - 1);
        requestAnimationFrame(() => focusFirstInvalidField());
      }
    };
    const unsubscribe = store.subscribeForm(settle);
    settle();
    return unsubscribe;
  }, [isFinishing, entityId, store, page]);

  // The user closed the list to fill the fields in: focus goes to the first one still invalid, once the
  // modal has handed focus back.
  const closeMissing = () => {
    setMissing(null);
    requestAnimationFrame(() => focusFirstInvalidField());
  };

  // The stepper names each page by its title; a template that gives none numbers them.
  const steps = useMemo(
    () =>
      template.pages.map((each, index) => ({
        id: each.id,
        label: each.title ?? t('form.navigation.pageName', { page: index + 1 }),
      })),
    [template, t],
  );
  // On Continue or Back focus goes to the new page's first field, not left on a button of the last page.
  const pageBody = useFocusOnStepChange(page);

  const pageIndex = page - 1;
  const current = template.pages[pageIndex];
  const isLast = page === pageCount;
  const hasEntity = entityId !== null;
  const canFinish = isLast && onFinish !== undefined && hasEntity;

  // The warning's Continue goes on as the button that raised it would have: to the next page, or to finish.
  const continueAnyway = () => {
    if (!isLast) return goTo(page + 1);
    setMissing(null);
    setFinishing(true);
  };

  const context: FormContextValue = useMemo(
    () => ({ store, sources, user, positions, reportError, onFieldRender, assetListTruncation }),
    [store, sources, user, positions, reportError, onFieldRender, assetListTruncation],
  );

  return (
    <FormContext.Provider value={context}>
      {/* The whole form waits for the first page's inputs, so that it appears at once: a body growing
          under a header and footer already shown pushed the footer down (a layout shift of 0.5 on a
          desktop). Later pages' inputs are preloaded by then. */}
      <Suspense fallback={<Spinner />}>
        {/* biome-ignore lint/a11y/useSemanticElements: the form landmark on a div, not a <form>. This form
          never submits (each answer saves itself), and on every event React reads its props off each
          element above the target, which on a <form> goes through the browser's look-up of the form's
          controls by name: about 0.3 ms of a keystroke on a 50-question page (bench/RESULTS.md, form engine). */}
        <div className={styles.form} role="form" aria-labelledby="form-title">
          <div className={styles.header}>
            <h2 id="form-title" className={styles.title}>
              {template.title}
            </h2>
            <FormSaveIndicator store={store} />
          </div>
          {pageCount > 1 ? <Stepper steps={steps} currentStep={page} /> : null}
          {rejection ? (
            <Alert tone="critical" isLive>
              {rejection}
            </Alert>
          ) : null}
          <div ref={pageBody}>{current ? <FormPageBody page={current} pageIndex={pageIndex} /> : null}</div>
          <WizardFooter
            currentStep={page}
            stepCount={pageCount}
            onBack={() => goTo(page - 1)}
            onContinue={continueFrom}
            onFinish={canFinish ? finishFrom : undefined}
          >
            {!autosave && hasEntity && hasUnsaved && onCancel ? (
              <Button variant="tertiary" onPress={onCancel}>
                {t('form.actions.cancel')}
              </Button>
            ) : null}
            {onGoToEntity && entityId !== null && !canFinish ? (
              <Button variant="secondary" onPress={() => onGoToEntity(entityId)}>
                {t('form.actions.goToEntity', { entity })}
              </Button>
            ) : null}
            {isLast && !autosave && hasUnsaved ? (
              <SaveButton state={button} onPress={() => store.flush()} />
            ) : null}
          </WizardFooter>
        </div>
      </Suspense>
      <RequiredFieldsModal
        isOpen={missing !== null}
        mode={hasEntity ? 'update' : 'create'}
        entity={entity}
        fields={missing ?? []}
        isBlocking={globalValidation}
        onContinue={continueAnyway}
        onClose={closeMissing}
      />
      <GenericErrorModal isOpen={isGenericError} onReload={onReload} onClose={() => setGenericError(false)} />
    </FormContext.Provider>
  );
}

/** The form's save state, in its own component: a change of it renders the indicator alone. */
function FormSaveIndicator({ store }: { store: FormStore }) {
  return <SaveIndicator state={useFormValue(store, (form) => form.indicator ?? 'IDLE')} />;
}
