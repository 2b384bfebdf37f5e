import type { AnswerValue, FormTemplate } from '@mobilise/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormEvent, type SaveResult, systemClock } from './autosave-machine.ts';
import { createFormStore, type FormStoreOptions } from './form-store.ts';
import { form, global, local, question } from './template-builders.ts';

interface Call {
  fieldName: string;
  value: AnswerValue;
  sequence: number;
  answer(result: SaveResult): Promise<void>;
}

/** A server whose answers the test gives, one call at a time (or at once, with `answerAll`). */
function fakeServer(answerAll?: SaveResult) {
  const calls: Call[] = [];
  const send = (fieldName: string, value: AnswerValue, sequence: number) =>
    new Promise<SaveResult>((resolve) => {
      if (answerAll) return resolve(answerAll);
      calls.push({
        fieldName,
        value,
        sequence,
        answer: async (result) => {
          resolve(result);
          await vi.advanceTimersByTimeAsync(0);
        },
      });
    });
  const sent = vi.fn(send);
  return {
    calls,
    send: sent,
    sentValues: () => sent.mock.calls.map(([fieldName, value]) => [fieldName, value]),
  };
}

const template = form([
  question('name', 'Text', { constraints: [local({ type: 'MaxLength', max: 10 })] }),
  question('colour', 'RadioGroup'),
  question('start', 'Date'),
  question('notes', 'Textarea', { constraints: [global({ type: 'Required' })] }),
  question('city', 'Text'),
]);

function storeWith(
  server: ReturnType<typeof fakeServer>,
  options: Partial<FormStoreOptions> = {},
  of: FormTemplate = template,
) {
  const store = createFormStore(of, { clock: systemClock, send: server.send, entityId: 1, ...options });
  const events: FormEvent[] = [];
  store.onEvent((event) => events.push(event));
  return { store, events };
}

const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it.each([
    ['RadioGroup', 'colour', 'red'],
    ['Date', 'start', '2025-01-02'],
  ])('R-AUTOSAVE-009 a choice field (%s) saves 100 ms after a change', async (_type, fieldName, value) => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    store.setValue(fieldName, value);
    await wait(99);
    expect(server.send).not.toHaveBeenCalled();
    await wait(1);
    expect(server.sentValues()).toEqual([[fieldName, value]]);
  });

  it('R-AUTOSAVE-010 another field saves on blur', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    store.setValue('name', 'Ana');
    await wait(500);
    expect(server.send).not.toHaveBeenCalled();
    store.blur('name');
    expect(server.sentValues()).toEqual([['name', 'Ana']]);
    store.blur('name');
    await wait(5000);
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('R-AUTOSAVE-011 another field saves after a 2000 ms debounce, counted from the last keystroke', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    for (const text of ['A', 'An', 'Ana']) {
      store.setValue('name', text);
      await wait(1500);
    }
    expect(server.send).not.toHaveBeenCalled();
    await wait(500);
    expect(server.sentValues()).toEqual([['name', 'Ana']]);
  });

  it('R-AUTOSAVE-012 autosave is skipped while local validation errors exist', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    store.setValue('name', 'Maximiliana Quispe');
    store.blur('name');
    await wait(5000);
    expect(server.send).not.toHaveBeenCalled();
    expect(store.getForm().button).toBe('NOT_SAVED');
    store.setValue('name', 'Maxi');
    await wait(2000);
    expect(server.sentValues()).toEqual([['name', 'Maxi']]);
  });

  it('R-AUTOSAVE-013 autosave of a field with global errors is skipped when the status is not DRAFT, not in DRAFT', async () => {
    const server = fakeServer({ type: 'saved' });
    const submitted = storeWith(server, { status: 'SUBMITTED' }).store;
    submitted.setValue('notes', 'x');
    submitted.setValue('notes', '');
    await wait(2000);
    expect(server.send).not.toHaveBeenCalled();
    const draft = storeWith(server, { status: 'DRAFT' }).store;
    draft.setValue('notes', 'x');
    draft.setValue('notes', '');
    await wait(2000);
    expect(server.sentValues()).toEqual([['notes', null]]);
  });

  it('R-AUTOSAVE-014 in SUBMITTED only the fields with global errors are skipped; the others are saved', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server, { status: 'SUBMITTED' });
    store.setValue('notes', 'x');
    store.setValue('notes', '');
    store.setValue('city', 'Lima');
    await wait(2000);
    expect(server.sentValues()).toEqual([['city', 'Lima']]);
  });

  it('R-FORM-019 a FINAL form is never saved', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server, { status: 'FINAL' });
    store.setValue('colour', 'red');
    store.setValue('city', 'Lima');
    store.blur('city');
    store.flush();
    await wait(5000);
    expect(server.send).not.toHaveBeenCalled();
  });

  it('R-AUTOSAVE-015 sends date answers converted', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    store.setValue('start', { year: 2025, month: 3, day: 7 });
    await wait(100);
    expect(server.sentValues()).toEqual([['start', '2025-03-07']]);
  });

  it('R-AUTOSAVE-016 R-AUTOSAVE-004 a save is pending (SAVING), then its success sets the save state to success', async () => {
    const server = fakeServer();
    const { store } = storeWith(server);
    store.setValue('colour', 'red');
    expect(store.getField('colour').saveState).toBe('idle');
    await wait(100);
    expect(store.getField('colour')).toMatchObject({ saveState: 'loading', savingHttpState: 'pending' });
    expect(store.getForm()).toMatchObject({ button: 'SAVING', indicator: 'SAVING', pendingCount: 1 });
    await server.calls[0]?.answer({ type: 'saved' });
    expect(store.getField('colour')).toMatchObject({ saveState: 'success', savingHttpState: 'idle' });
    expect(store.getForm()).toMatchObject({
      button: 'SAVED',
      saveState: 'success',
      pendingCount: 0,
      unsavedCount: 0,
    });
  });

  it('R-AUTOSAVE-008 SAVED shows for 2000 ms after a save finishes, then clears', async () => {
    const server = fakeServer();
    const { store } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    await server.calls[0]?.answer({ type: 'saved' });
    expect(store.getForm().indicator).toBe('SAVED');
    await wait(1999);
    expect(store.getForm().indicator).toBe('SAVED');
    await wait(1);
    expect(store.getForm().indicator).toBeNull();
    expect(store.getForm().button).toBe('SAVED');
  });

  it('R-AUTOSAVE-006 NOT_SAVED while a change waits for its save', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    store.setValue('city', 'Lima');
    expect(store.getForm()).toMatchObject({ button: 'NOT_SAVED', indicator: 'NOT_SAVED', unsavedCount: 1 });
    await wait(2000);
    expect(store.getForm()).toMatchObject({ button: 'SAVED', unsavedCount: 0 });
  });

  it('R-AUTOSAVE-017 after a create, the returned id becomes the entity id', async () => {
    const server = fakeServer();
    const { store } = storeWith(server, { entityId: null });
    store.setValue('colour', 'red');
    await wait(100);
    expect(store.getForm().entityId).toBeNull();
    await server.calls[0]?.answer({ type: 'saved', entityId: 42 });
    expect(store.getForm().entityId).toBe(42);
  });

  it('sends one save at a time until the entity exists, so only one request creates it', async () => {
    const server = fakeServer();
    const { store } = storeWith(server, { entityId: null });
    store.setValue('colour', 'red');
    await wait(100);
    store.setValue('start', '2025-01-01');
    await wait(100);
    expect(server.calls.map((call) => call.fieldName)).toEqual(['colour']);
    await server.calls[0]?.answer({ type: 'saved', entityId: 42 });
    expect(server.calls.map((call) => call.fieldName)).toEqual(['colour', 'start']);
  });

  it('R-AUTOSAVE-018 R-AUTOSAVE-005 a save without response marks the field offline and the form RETRYING', async () => {
    const server = fakeServer();
    const { store } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    await server.calls[0]?.answer({ type: 'noResponse' });
    expect(store.getField('colour')).toMatchObject({ saveState: 'offline', savingHttpState: 'retrying' });
    expect(store.getForm()).toMatchObject({
      button: 'RETRYING',
      indicator: 'RETRYING',
      saveState: 'offline',
    });
  });

  it('R-AUTOSAVE-019 a save without response is retried every 2000 ms until it gets through, with the newest answer', async () => {
    const server = fakeServer();
    const { store } = storeWith(server);
    store.setValue('city', 'Li');
    store.blur('city');
    await server.calls[0]?.answer({ type: 'noResponse' });
    await wait(1500);
    // Typing on while offline neither delays the retry nor loses the keystroke.
    store.setValue('city', 'Lima');
    await wait(499);
    expect(server.calls).toHaveLength(1);
    await wait(1);
    expect(server.calls).toHaveLength(2);
    await server.calls[1]?.answer({ type: 'noResponse' });
    store.setValue('city', 'Lima, Peru');
    await wait(2000);
    expect(server.calls.map((call) => call.value)).toEqual(['Li', 'Lima', 'Lima, Peru']);
    await server.calls[2]?.answer({ type: 'saved' });
    expect(store.getField('city')).toMatchObject({ saveState: 'success', tempValue: 'Lima, Peru' });
    expect(store.getForm()).toMatchObject({ button: 'SAVED', unsavedCount: 0, retryingCount: 0 });
    await wait(10_000);
    expect(server.calls).toHaveLength(3);
  });

  it('gives each save of a field a growing sequence number; a late answer never overwrites a newer one', async () => {
    const server = fakeServer();
    const { store } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    store.setValue('colour', 'blue');
    await wait(100);
    const [older, newer] = server.calls;
    expect([older?.sequence, newer?.sequence]).toEqual([1, 2]);
    await newer?.answer({ type: 'saved' });
    await older?.answer({ type: 'noResponse' });
    expect(store.getField('colour')).toMatchObject({ saveState: 'success', tempValue: 'blue' });
    expect(store.getForm()).toMatchObject({ unsavedCount: 0, retryingCount: 0 });
    await wait(5000);
    expect(server.calls).toHaveLength(2);
  });

  it('keeps a change typed while a save is in flight unsaved, and saves it next', async () => {
    const server = fakeServer();
    const { store } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    store.setValue('colour', 'blue');
    await server.calls[0]?.answer({ type: 'saved' });
    expect(store.getForm().unsavedCount).toBe(1);
    await wait(100);
    expect(server.calls.map((call) => call.value)).toEqual(['red', 'blue']);
  });

  it('R-ERROR-019 R-ERROR-020 a save rejected with messages alerts them and marks the field error', async () => {
    const server = fakeServer();
    const { store, events } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    await server.calls[0]?.answer({ type: 'rejected', messages: ['Colour is closed', 'Try later'] });
    expect(events).toEqual([
      { type: 'saveRejected', fieldName: 'colour', messages: ['Colour is closed', 'Try later'] },
    ]);
    expect(store.getField('colour')).toMatchObject({ saveState: 'error', savingHttpState: 'error' });
    expect(store.getForm().indicator).toBe('ERROR');
  });

  it('R-ERROR-021 a rejected save without messages raises nothing', async () => {
    const server = fakeServer();
    const { store, events } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    await server.calls[0]?.answer({ type: 'rejected', messages: [] });
    expect(events).toEqual([]);
  });

  it('R-ERROR-022 any other save failure opens the generic error modal and marks the field error', async () => {
    const server = fakeServer();
    const { store, events } = storeWith(server);
    store.setValue('colour', 'red');
    await wait(100);
    await server.calls[0]?.answer({ type: 'failed', error: 'HTTP 500' });
    expect(events).toEqual([{ type: 'genericError', error: 'HTTP 500' }]);
    expect(store.getField('colour').saveState).toBe('error');
  });

  it('flushes the waiting saves at once (page change, pagehide)', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server);
    store.setValue('city', 'Lima');
    store.setValue('colour', 'red');
    store.flush();
    expect(server.sentValues()).toEqual([
      ['city', 'Lima'],
      ['colour', 'red'],
    ]);
    await wait(5000);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('R-FORM-002 with autosave off (an explicit save) saves nothing until flushed', async () => {
    const server = fakeServer({ type: 'saved' });
    const { store } = storeWith(server, { autosave: false });
    store.setValue('colour', 'red');
    store.setValue('city', 'Lima');
    store.blur('city');
    await wait(5000);
    expect(server.send).not.toHaveBeenCalled();
    expect(store.getForm().button).toBe('NOT_SAVED');
    store.flush();
    await wait(0);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(store.getForm().button).toBe('SAVED');
  });

  it('keeps unsaved changes in a snapshot that a reloaded form restores and saves', async () => {
    const offline = fakeServer({ type: 'noResponse' });
    const before = storeWith(offline).store;
    before.setValue('city', 'Lima');
    before.setValue('start', { year: 2025, month: 3, day: 7 });
    await wait(2000);
    const snapshot = JSON.parse(JSON.stringify(before.pendingSnapshot()));
    before.dispose();
    expect(snapshot).toEqual([
      { fieldName: 'city', value: 'Lima', sequence: 1 },
      { fieldName: 'start', value: '2025-03-07', sequence: 1 },
    ]);

    const online = fakeServer({ type: 'saved' });
    const after = storeWith(online).store;
    after.restore(snapshot);
    expect(after.getField('city').tempValue).toBe('Lima');
    expect(after.getForm().unsavedCount).toBe(2);
    after.flush();
    await wait(0);
    expect(online.sentValues()).toEqual([
      ['city', 'Lima'],
      ['start', '2025-03-07'],
    ]);
    expect(after.getForm().unsavedCount).toBe(0);
  });
});
