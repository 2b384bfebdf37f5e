import type { AnswerValue, FieldType } from '@mobilise/contract';
import type { SaveState } from './save-state.ts';

/** The timing constants of saving. */
export const autosaveTiming = {
  /** Choice fields save this long after a change. */
  choiceDelayMs: 100,
  /** Other fields save this long after the last change, unless they lose focus first. */
  debounceMs: 2000,
  /** A save without response is retried after this long, until it gets through. */
  retryMs: 2000,
  /** SAVED shows this long after a save finishes. */
  savedIndicatorMs: 2000,
  /** The wait before saving a change the form made itself, such as emptying a newly hidden field. */
  saveWaitMs: 100,
} as const;

/** The clock port: real timers in the browser, a fake one in tests. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** The clock of the browser (and of vitest's fake timers). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof globalThis.setTimeout>),
};

/** How the server answered a field's save. */
export type SaveResult =
  | { type: 'saved'; entityId?: string | number }
  /** 422: the server rejected the answer, with messages (possibly none). */
  | { type: 'rejected'; messages: string[] }
  /** The request got no response (offline). */
  | { type: 'noResponse' }
  | { type: 'failed'; error?: unknown };

/** The network port: saves one field's answer; `sequence` grows with every change of that field. */
export type SendAnswer = (fieldName: string, value: AnswerValue, sequence: number) => Promise<SaveResult>;

/** Why a field may not be saved now. */
export type SaveBlock = 'final' | 'localErrors' | 'globalErrors';

/** When a field's change is saved. */
export type SaveTrigger = 'choice' | 'blurOrDebounce';

const choiceFieldTypes: ReadonlySet<FieldType> = new Set([
  'RadioGroup',
  'Checkbox',
  'CheckboxGroup',
  'Select',
  'TabulatedSelect',
  'CustomLookup',
  'Date',
  'Hidden',
]);

export const saveTriggerOf = (fieldType: FieldType): SaveTrigger =>
  choiceFieldTypes.has(fieldType) ? 'choice' : 'blurOrDebounce';

/** Events for the user interface: the rejected-save alert and the generic error modal. */
export type FormEvent =
  | { type: 'saveRejected'; fieldName: string; messages: string[] }
  | { type: 'genericError'; error: unknown };

/** What the machine asks of, and tells, the form it saves. */
export interface AutosaveHost {
  answerToSend(fieldName: string): AnswerValue;
  saveBlockedBy(fieldName: string): SaveBlock | null;
  triggerOf(fieldName: string): SaveTrigger;
  saveStateChanged(fieldName: string, state: SaveState): void;
  unsavedChanged(fieldName: string, unsaved: boolean): void;
  savedRecentlyChanged(savedRecently: boolean): void;
  entityIdAssigned(entityId: string | number): void;
  event(event: FormEvent): void;
}

export interface AutosaveOptions {
  clock: Clock;
  send: SendAnswer;
  host: AutosaveHost;
  /** Off: changes wait for an explicit `flush()` (the save button). */
  enabled: boolean;
  /** Null until the first save creates the entity. */
  entityId: string | number | null;
}

/** An unsaved change, as kept in browser storage across a reload. */
export interface PendingSave {
  fieldName: string;
  value: AnswerValue;
  sequence: number;
}

interface FieldSave {
  /** Of the newest change. */
  sequence: number;
  /** Of the newest request sent. */
  sentSequence: number;
  /** Of the newest change the server has. */
  savedSequence: number;
  inFlight: boolean;
  retrying: boolean;
  timer: unknown;
  /** When the running timer fires. */
  timerAt: number;
  /** When the field is due to save: a keystroke moves this instead of replacing the timer. */
  dueAt: number;
}

export interface AutosaveMachine {
  /** The field's answer changed; `soon` saves after the save wait whatever the field type. */
  changed(fieldName: string, when?: 'soon'): void;
  blurred(fieldName: string): void;
  /** Saves every unsaved change now (page change, pagehide, the save button). */
  flush(): void;
  pendingSnapshot(): PendingSave[];
  /** Takes over changes kept from an earlier session; the caller has already put their values in the form. */
  restore(snapshot: readonly PendingSave[]): void;
  dispose(): void;
}

/**
 * Saves each field on its own trigger. Every change gets a sequence number and only
 * the answer to the newest request counts, so a late answer never overwrites a newer one. Without an
 * entity yet, one save at a time runs, so that only one request creates it.
 */
export function createAutosaveMachine({
  clock,
  send,
  host,
  enabled,
  entityId,
}: AutosaveOptions): AutosaveMachine {
  const saves = new Map<string, FieldSave>();
  const unsaved = new Set<string>();
  const waitingForEntity = new Set<string>();
  let currentEntityId = entityId;
  let inFlightCount = 0;
  let savedIndicatorTimer: unknown;
  let disposed = false;

  const saveOf = (fieldName: string): FieldSave => {
    let save = saves.get(fieldName);
    if (!save) {
      save = {
        sequence: 0,
        sentSequence: 0,
        savedSequence: 0,
        inFlight: false,
        retrying: false,
        timer: undefined,
        timerAt: 0,
        dueAt: 0,
      };
      saves.set(fieldName, save);
    }
    return save;
  };

  const setUnsaved = (fieldName: string, save: FieldSave) => {
    const isUnsaved = save.sequence > save.savedSequence;
    if (isUnsaved === unsaved.has(fieldName)) return;
    if (isUnsaved) unsaved.add(fieldName);
    else unsaved.delete(fieldName);
    host.unsavedChanged(fieldName, isUnsaved);
  };

  const arm = (fieldName: string, save: FieldSave, ms: number) => {
    save.timerAt = clock.now() + ms;
    save.timer = clock.setTimeout(() => {
      const rest = save.dueAt - clock.now();
      if (rest > 0) arm(fieldName, save, rest);
      else {
        save.timer = undefined;
        attempt(fieldName);
      }
    }, ms);
  };

  /** Saves the field `ms` from now; a running timer that fires earlier waits out the rest itself. */
  const schedule = (fieldName: string, save: FieldSave, ms: number) => {
    save.dueAt = clock.now() + ms;
    if (save.timer !== undefined && save.timerAt <= save.dueAt) return;
    clock.clearTimeout(save.timer);
    arm(fieldName, save, ms);
  };

  const scheduleByTrigger = (fieldName: string, save: FieldSave) => {
    if (!enabled) return;
    const trigger = host.triggerOf(fieldName);
    schedule(
      fieldName,
      save,
      trigger === 'choice' ? autosaveTiming.choiceDelayMs : autosaveTiming.debounceMs,
    );
  };

  const showSaved = () => {
    clock.clearTimeout(savedIndicatorTimer);
    host.savedRecentlyChanged(true);
    savedIndicatorTimer = clock.setTimeout(
      () => host.savedRecentlyChanged(false),
      autosaveTiming.savedIndicatorMs,
    );
  };

  function attempt(fieldName: string) {
    const save = saveOf(fieldName);
    clock.clearTimeout(save.timer);
    save.timer = undefined;
    const latestIsSaving = save.inFlight && save.sentSequence === save.sequence;
    if (disposed || save.sequence <= save.savedSequence || latestIsSaving) return;
    if (host.saveBlockedBy(fieldName)) {
      if (save.retrying) {
        save.retrying = false;
        host.saveStateChanged(fieldName, 'idle');
      }
      return;
    }
    if (currentEntityId === null && inFlightCount > 0) {
      waitingForEntity.add(fieldName);
      return;
    }
    const sequence = save.sequence;
    save.sentSequence = sequence;
    if (!save.inFlight) inFlightCount++;
    save.inFlight = true;
    if (!save.retrying) host.saveStateChanged(fieldName, 'loading');
    send(fieldName, host.answerToSend(fieldName), sequence).then(
      (result) => settle(fieldName, sequence, result),
      (error: unknown) => settle(fieldName, sequence, { type: 'failed', error }),
    );
  }

  function settle(fieldName: string, sequence: number, result: SaveResult) {
    const save = saveOf(fieldName);
    if (disposed || sequence !== save.sentSequence) return;
    save.inFlight = false;
    inFlightCount--;
    switch (result.type) {
      case 'saved':
        save.retrying = false;
        save.savedSequence = sequence;
        if (result.entityId !== undefined && currentEntityId === null) {
          currentEntityId = result.entityId;
          host.entityIdAssigned(result.entityId);
        }
        host.saveStateChanged(fieldName, 'success');
        setUnsaved(fieldName, save);
        showSaved();
        if (save.sequence > sequence && save.timer === undefined) scheduleByTrigger(fieldName, save);
        break;
      case 'noResponse':
        save.retrying = true;
        host.saveStateChanged(fieldName, 'offline');
        schedule(fieldName, save, autosaveTiming.retryMs);
        break;
      case 'rejected':
        save.retrying = false;
        host.saveStateChanged(fieldName, 'error');
        if (result.messages.length > 0)
          host.event({ type: 'saveRejected', fieldName, messages: result.messages });
        break;
      case 'failed':
        save.retrying = false;
        host.saveStateChanged(fieldName, 'error');
        host.event({ type: 'genericError', error: result.error });
        break;
    }
    const waiting = [...waitingForEntity];
    waitingForEntity.clear();
    for (const waitingField of waiting) attempt(waitingField);
  }

  return {
    changed(fieldName, when) {
      const save = saveOf(fieldName);
      save.sequence++;
      setUnsaved(fieldName, save);
      // A retry is already waiting; it sends the newest answer.
      if (save.retrying) return;
      if (when === 'soon' && enabled) schedule(fieldName, save, autosaveTiming.saveWaitMs);
      else scheduleByTrigger(fieldName, save);
    },
    blurred(fieldName) {
      const save = saves.get(fieldName);
      if (enabled && save && !save.retrying && save.timer !== undefined) attempt(fieldName);
    },
    flush() {
      for (const fieldName of [...unsaved]) if (!saveOf(fieldName).retrying) attempt(fieldName);
    },
    pendingSnapshot: () =>
      [...unsaved].map((fieldName) => ({
        fieldName,
        value: host.answerToSend(fieldName),
        sequence: saveOf(fieldName).sequence,
      })),
    restore(snapshot) {
      for (const { fieldName, sequence } of snapshot) {
        const save = saveOf(fieldName);
        save.sequence = Math.max(save.sequence, sequence);
        setUnsaved(fieldName, save);
        scheduleByTrigger(fieldName, save);
      }
    },
    dispose() {
      disposed = true;
      for (const save of saves.values()) clock.clearTimeout(save.timer);
      clock.clearTimeout(savedIndicatorTimer);
    },
  };
}
