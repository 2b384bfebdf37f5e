import type { AnswerValue, FormStatus, FormTemplate } from '@mobilise/contract';
import { emptyAnswer, isEmptyAnswer, normaliseAnswer, storedAnswer, toSentAnswer } from './answers.ts';
import {
  type AutosaveHost,
  type Clock,
  createAutosaveMachine,
  type FormEvent,
  type PendingSave,
  type SaveBlock,
  type SendAnswer,
  saveTriggerOf,
} from './autosave-machine.ts';
import { allConditionsHold } from './conditions.ts';
import type { ValidationMessage } from './constraints/index.ts';
import { type FieldVerdict, noVerdict, validateField } from './field-validation.ts';
import {
  type ButtonState,
  buttonState,
  formSaveState,
  type IndicatorState,
  indicatorState,
  type SaveState,
  type SaveTally,
  type SavingHttpState,
  savingHttpStateOf,
} from './save-state.ts';
import { defaultAnswer } from './special-fields.ts';
import { buildVisibilityGraph, type FieldEntry, type TemplateProblem } from './visibility-graph.ts';

/** What one field shows; a new object whenever any part of it changes. */
export interface FieldState {
  fieldName: string;
  tempValue: AnswerValue;
  visible: boolean;
  /** Shows the "*" marker: a local required-ness, or a global one while global validation is shown. */
  required: boolean;
  localValidationErrorMessages: readonly ValidationMessage[];
  globalValidationErrorMessages: readonly ValidationMessage[];
  /** The errors to show now (only once local errors are shown or global validation is on). */
  shownErrors: readonly ValidationMessage[];
  saveState: SaveState;
  savingHttpState: SavingHttpState;
}

/**
 * A field's state without its value: what the question around the input shows. It keeps its
 * identity while only the value changes, so typing renders the input and nothing around it.
 */
export interface FieldView extends Omit<FieldState, 'tempValue'> {
  /** A desirable field is still empty: the soft note shows. */
  isDesirableMissing: boolean;
}

/** The form's aggregates, kept up to date change by change. */
export interface FormState {
  status: FormStatus;
  globalValidation: boolean;
  entityId: string | number | null;
  unsavedCount: number;
  invalidCount: number;
  pendingCount: number;
  retryingCount: number;
  saveState: SaveState;
  indicator: IndicatorState | null;
  button: ButtonState;
}

export interface FormStoreOptions {
  clock: Clock;
  send: SendAnswer;
  status?: FormStatus;
  entityId?: string | number | null;
  /** Off: changes wait for the save button, which calls `flush()`. */
  autosave?: boolean;
  /** The organisation an unanswered organisation field defaults to. */
  activeOrganisationId?: AnswerValue;
  /** Observes each evaluation of a field or html block (for tests and the benchmark). */
  onEvaluate?: (target: string) => void;
}

export interface FormStore {
  readonly template: FormTemplate;
  readonly problems: readonly TemplateProblem[];
  getField(fieldName: string): FieldState;
  getView(fieldName: string): FieldView;
  isHtmlBlockVisible(key: string): boolean;
  getForm(): FormState;
  /** Listens to one field or html block; returns the unsubscribe function. */
  subscribe(target: string, listener: () => void): () => void;
  subscribeForm(listener: () => void): () => void;
  onEvent(listener: (event: FormEvent) => void): () => void;
  setValue(fieldName: string, value: AnswerValue | undefined): void;
  blur(fieldName: string): void;
  /** Shows the local errors of a page's fields (when leaving it). */
  revealErrors(pageIndex: number): void;
  setStatus(status: FormStatus): void;
  setGlobalValidation(on: boolean): void;
  /** The labels of the required fields left empty on a page (the leave-page warning). */
  missingRequired(pageIndex: number): string[];
  /** The labels of the desirable fields left empty on a page (a soft warning). */
  emptyDesirable(pageIndex: number): string[];
  /** Every answer as it is sent, dates converted. */
  answers(): Record<string, AnswerValue>;
  flush(): void;
  pendingSnapshot(): PendingSave[];
  restore(snapshot: readonly PendingSave[]): void;
  dispose(): void;
}

interface FieldRecord {
  entry: FieldEntry;
  value: AnswerValue;
  visible: boolean;
  verdict: FieldVerdict;
  errorsRevealed: boolean;
  saveState: SaveState;
  state: FieldState;
  view: FieldView;
}

export class UnknownFieldError extends Error {
  constructor(fieldName: string) {
    super(`No field "${fieldName}" in this form`);
    this.name = 'UnknownFieldError';
  }
}

/**
 * The form's state outside React. A change re-evaluates only the field and the fields and html blocks
 * that read it, listeners hear only about what changed, and the aggregates move by one at a time.
 */
export function createFormStore(template: FormTemplate, options: FormStoreOptions): FormStore {
  const graph = buildVisibilityGraph(template);
  const records = new Map<string, FieldRecord>();
  const htmlVisible = new Map<string, boolean>();
  const fieldListeners = new Map<string, Set<() => void>>();
  const formListeners = new Set<() => void>();
  const eventListeners = new Set<(event: FormEvent) => void>();
  const invalid = new Set<string>();
  const pending = new Set<string>();
  const retrying = new Set<string>();
  const failed = new Set<string>();
  const unsaved = new Set<string>();
  let status: FormStatus = options.status ?? 'DRAFT';
  let globalValidation = status !== 'DRAFT';
  let entityId = options.entityId ?? null;
  let savedRecently = false;
  let formState: FormState | undefined;
  const changedTargets = new Set<string>();
  let batchDepth = 0;

  const recordOf = (fieldName: string): FieldRecord => {
    const record = records.get(fieldName);
    if (!record) throw new UnknownFieldError(fieldName);
    return record;
  };
  const answerOf = (fieldName: string) => records.get(fieldName)?.value;
  const membership = (set: Set<string>, fieldName: string, member: boolean) => {
    if (member) set.add(fieldName);
    else set.delete(fieldName);
  };

  const batch = (work: () => void) => {
    batchDepth++;
    try {
      work();
    } finally {
      batchDepth--;
      if (batchDepth === 0) publish();
    }
  };

  function publish() {
    const targets = [...changedTargets];
    changedTargets.clear();
    for (const target of targets) for (const listener of fieldListeners.get(target) ?? []) listener();
    const next = buildFormState();
    if (formState && sameFields(next, formState)) return;
    formState = next;
    for (const listener of formListeners) listener();
  }

  function buildFormState(): FormState {
    const tally: SaveTally = {
      pending: pending.size,
      retrying: retrying.size,
      failed: failed.size,
      unsaved: unsaved.size,
      savedRecently,
    };
    return {
      status,
      globalValidation,
      entityId,
      unsavedCount: unsaved.size,
      invalidCount: invalid.size,
      pendingCount: pending.size,
      retryingCount: retrying.size,
      saveState: formSaveState(tally),
      indicator: indicatorState(tally),
      button: buttonState(tally),
    };
  }

  /** Rebuilds a field's state from its record and the form's flags. */
  function derive(record: FieldRecord) {
    const { verdict, visible } = record;
    const showsErrors = visible && (record.errorsRevealed || globalValidation);
    const shownErrors = showsErrors
      ? globalValidation
        ? [...verdict.local, ...verdict.global]
        : verdict.local
      : [];
    const previous = record.state;
    const next: FieldState = {
      fieldName: record.entry.fieldName,
      tempValue: record.value,
      visible,
      required: visible && (verdict.requiredLocally || (globalValidation && verdict.requiredGlobally)),
      localValidationErrorMessages: verdict.local,
      globalValidationErrorMessages: verdict.global,
      shownErrors: sameMessages(shownErrors, previous.shownErrors) ? previous.shownErrors : shownErrors,
      saveState: record.saveState,
      savingHttpState: savingHttpStateOf(record.saveState),
    };
    membership(
      invalid,
      next.fieldName,
      visible && (verdict.local.length > 0 || (globalValidation && verdict.global.length > 0)),
    );
    if (sameFields(next, previous)) return;
    record.state = next;
    const { tempValue, ...rest } = next;
    const view: FieldView = { ...rest, isDesirableMissing: desirableMissing(record.entry, tempValue) };
    if (!sameFields(view, record.view)) record.view = view;
    changedTargets.add(next.fieldName);
  }

  /** Re-evaluates a field's visibility and verdict; returns whether it emptied a newly hidden answer. */
  function evaluateField(record: FieldRecord): boolean {
    options.onEvaluate?.(record.entry.fieldName);
    const { entry } = record;
    const visible = !entry.inHiddenSection && allConditionsHold(entry.input.conditions, answerOf);
    const emptied = record.visible && !visible && !isEmptyAnswer(record.value);
    if (emptied) record.value = emptyAnswer(entry.multi);
    record.visible = visible;
    const verdict = visible ? validateField(entry, record.value, answerOf) : noVerdict;
    record.verdict = sameVerdict(verdict, record.verdict) ? record.verdict : verdict;
    derive(record);
    return emptied;
  }

  function evaluateHtmlBlock(key: string) {
    options.onEvaluate?.(key);
    const block = graph.htmlBlocks.get(key);
    if (!block) return;
    const visible = !block.inHiddenSection && allConditionsHold(block.conditions, answerOf);
    if (htmlVisible.get(key) === visible) return;
    htmlVisible.set(key, visible);
    changedTargets.add(key);
  }

  /** Re-evaluates what reads a changed field, and what reads the fields that change in turn (R-COND-009). */
  function propagate(fieldName: string) {
    const queue = new Set([fieldName, ...graph.dependentsOf(fieldName)]);
    for (const target of queue) {
      queue.delete(target);
      const record = records.get(target);
      if (!record) {
        evaluateHtmlBlock(target);
        continue;
      }
      if (evaluateField(record)) {
        machine.changed(target, 'soon');
        for (const dependent of graph.dependentsOf(target)) queue.add(dependent);
      }
    }
  }

  function saveBlockedBy(fieldName: string): SaveBlock | null {
    if (status === 'FINAL') return 'final';
    const { verdict } = recordOf(fieldName);
    if (verdict.local.length > 0) return 'localErrors';
    if (status !== 'DRAFT' && verdict.global.length > 0) return 'globalErrors';
    return null;
  }

  const host: AutosaveHost = {
    answerToSend: (fieldName) => {
      const record = recordOf(fieldName);
      return toSentAnswer(record.value, record.entry.input.fieldType);
    },
    saveBlockedBy,
    triggerOf: (fieldName) => saveTriggerOf(recordOf(fieldName).entry.input.fieldType),
    saveStateChanged: (fieldName, state) =>
      batch(() => {
        const record = recordOf(fieldName);
        record.saveState = state;
        membership(pending, fieldName, state === 'loading');
        membership(retrying, fieldName, state === 'offline');
        membership(failed, fieldName, state === 'error');
        derive(record);
      }),
    unsavedChanged: (fieldName, isUnsaved) => batch(() => membership(unsaved, fieldName, isUnsaved)),
    savedRecentlyChanged: (value) =>
      batch(() => {
        savedRecently = value;
      }),
    entityIdAssigned: (id) =>
      batch(() => {
        entityId = id;
      }),
    event: (event) => {
      for (const listener of eventListeners) listener(event);
    },
  };

  const machine = createAutosaveMachine({
    clock: options.clock,
    send: options.send,
    host,
    enabled: options.autosave ?? true,
    entityId,
  });

  for (const entry of graph.fields.values()) {
    const stored = storedAnswer(entry.question);
    const value = isEmptyAnswer(stored)
      ? defaultAnswer(entry.fieldName, options.activeOrganisationId)
      : stored;
    const tempValue = normaliseAnswer(value, entry.multi);
    records.set(entry.fieldName, {
      entry,
      value: tempValue,
      visible: false,
      verdict: noVerdict,
      errorsRevealed: false,
      saveState: 'idle',
      state: { ...blankFieldState, fieldName: entry.fieldName, tempValue },
      view: {
        ...blankFieldView,
        fieldName: entry.fieldName,
        isDesirableMissing: desirableMissing(entry, tempValue),
      },
    });
  }
  // Initial visibility never empties stored answers: only a field that becomes hidden is emptied.
  for (const record of records.values()) {
    const { entry } = record;
    record.visible = !entry.inHiddenSection && allConditionsHold(entry.input.conditions, answerOf);
    record.verdict = record.visible ? validateField(entry, record.value, answerOf) : noVerdict;
    derive(record);
  }
  for (const key of graph.htmlBlocks.keys()) evaluateHtmlBlock(key);
  changedTargets.clear();
  formState = buildFormState();

  const subscribeTo = <Listener>(set: Set<Listener>, listener: Listener) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  const labelsOnPage = (pageIndex: number, include: (record: FieldRecord) => boolean) =>
    (graph.fieldsOfPage[pageIndex] ?? [])
      .map(recordOf)
      .filter(include)
      .map((record) => record.entry.label);

  const rederiveAll = () => {
    for (const record of records.values()) derive(record);
  };

  return {
    template,
    problems: graph.problems,
    getField: (fieldName) => recordOf(fieldName).state,
    getView: (fieldName) => recordOf(fieldName).view,
    isHtmlBlockVisible: (key) => htmlVisible.get(key) ?? false,
    getForm: () => formState ?? buildFormState(),
    subscribe(target, listener) {
      const set = fieldListeners.get(target) ?? new Set();
      fieldListeners.set(target, set);
      return subscribeTo(set, listener);
    },
    subscribeForm: (listener) => subscribeTo(formListeners, listener),
    onEvent: (listener) => subscribeTo(eventListeners, listener),
    setValue: (fieldName, raw) =>
      batch(() => {
        const record = recordOf(fieldName);
        const value = normaliseAnswer(raw, record.entry.multi);
        if (sameAnswer(value, record.value)) return;
        record.value = value;
        propagate(fieldName);
        machine.changed(fieldName);
      }),
    blur: (fieldName) =>
      batch(() => {
        const record = recordOf(fieldName);
        record.errorsRevealed = true;
        derive(record);
        machine.blurred(fieldName);
      }),
    revealErrors: (pageIndex) =>
      batch(() => {
        for (const fieldName of graph.fieldsOfPage[pageIndex] ?? []) {
          const record = recordOf(fieldName);
          record.errorsRevealed = true;
          derive(record);
        }
      }),
    setStatus: (next) =>
      batch(() => {
        status = next;
        globalValidation = next !== 'DRAFT';
        rederiveAll();
      }),
    setGlobalValidation: (on) =>
      batch(() => {
        globalValidation = on;
        rederiveAll();
      }),
    missingRequired: (pageIndex) =>
      labelsOnPage(pageIndex, (record) => record.state.required && isEmptyAnswer(record.value)),
    emptyDesirable: (pageIndex) =>
      labelsOnPage(pageIndex, (record) => record.visible && desirableMissing(record.entry, record.value)),
    answers: () =>
      Object.fromEntries(
        [...records].map(([fieldName, record]) => [
          fieldName,
          toSentAnswer(record.value, record.entry.input.fieldType),
        ]),
      ),
    flush: () => batch(() => machine.flush()),
    pendingSnapshot: () => machine.pendingSnapshot(),
    restore: (snapshot) =>
      batch(() => {
        for (const { fieldName, value } of snapshot) {
          const record = records.get(fieldName);
          if (!record) continue;
          record.value = normaliseAnswer(value, record.entry.multi);
          propagate(fieldName);
        }
        machine.restore(snapshot.filter(({ fieldName }) => records.has(fieldName)));
      }),
    dispose: () => machine.dispose(),
  };
}

const blankFieldState: FieldState = {
  fieldName: '',
  tempValue: null,
  visible: false,
  required: false,
  localValidationErrorMessages: [],
  globalValidationErrorMessages: [],
  shownErrors: [],
  saveState: 'idle',
  savingHttpState: 'idle',
};

const { tempValue: _blankValue, ...blankViewFields } = blankFieldState;
const blankFieldView: FieldView = { ...blankViewFields, isDesirableMissing: false };

const desirableMissing = (entry: FieldEntry, value: AnswerValue) =>
  entry.input.extras?.desirable === true && isEmptyAnswer(value);

/** Whether two states hold the same values, field by field. */
const sameFields = <State extends object>(a: State, b: State): boolean =>
  (Object.keys(a) as (keyof State)[]).every((key) => a[key] === b[key]);

function sameAnswer(a: AnswerValue, b: AnswerValue): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

function sameMessages(a: readonly ValidationMessage[], b: readonly ValidationMessage[]): boolean {
  return (
    a.length === b.length &&
    a.every((message, index) => message.key === b[index]?.key && sameParams(message.params, b[index]?.params))
  );
}

function sameParams(a: ValidationMessage['params'], b: ValidationMessage['params']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function sameVerdict(a: FieldVerdict, b: FieldVerdict): boolean {
  return (
    a.requiredLocally === b.requiredLocally &&
    a.requiredGlobally === b.requiredGlobally &&
    sameMessages(a.local, b.local) &&
    sameMessages(a.global, b.global)
  );
}
