import { describe, expect, it } from 'vitest';
import {
  buttonState,
  formSaveState,
  indicatorState,
  indicatorStates,
  type SaveTally,
  saveStates,
  savingHttpStateOf,
  savingHttpStates,
} from './save-state.ts';

const calm: SaveTally = { pending: 0, retrying: 0, failed: 0, unsaved: 0, savedRecently: false };

describe('save states', () => {
  it('R-AUTOSAVE-001 a field and the form have the save states idle, loading, success, offline and error', () => {
    expect(saveStates).toEqual(['idle', 'loading', 'success', 'offline', 'error']);
    expect(formSaveState({ ...calm, pending: 1 })).toBe('loading');
    expect(formSaveState({ ...calm, retrying: 1 })).toBe('offline');
    expect(formSaveState({ ...calm, failed: 1 })).toBe('error');
    expect(formSaveState({ ...calm, savedRecently: true })).toBe('success');
    expect(formSaveState(calm)).toBe('idle');
  });

  it('R-AUTOSAVE-002 a question has the http states idle, pending, error and retrying', () => {
    expect(savingHttpStates).toEqual(['idle', 'pending', 'error', 'retrying']);
    expect(saveStates.map(savingHttpStateOf)).toEqual(['idle', 'pending', 'idle', 'retrying', 'error']);
  });

  it('R-AUTOSAVE-003 the indicator has the states NOT_SAVED, SAVING, SAVED, RETRYING and ERROR', () => {
    expect(indicatorStates).toEqual(['NOT_SAVED', 'SAVING', 'SAVED', 'RETRYING', 'ERROR']);
    expect(indicatorState({ ...calm, failed: 1 })).toBe('ERROR');
    expect(indicatorState({ ...calm, savedRecently: true })).toBe('SAVED');
    expect(indicatorState(calm)).toBeNull();
  });

  it.each<[string, Partial<SaveTally>, string]>([
    ['R-AUTOSAVE-004 SAVING while a save is pending', { pending: 1, unsaved: 2 }, 'SAVING'],
    [
      'R-AUTOSAVE-004 SAVING while pending, even while another field retries',
      { pending: 1, retrying: 1 },
      'SAVING',
    ],
    ['R-AUTOSAVE-005 RETRYING while a save is being retried', { retrying: 1, unsaved: 1 }, 'RETRYING'],
    [
      'R-AUTOSAVE-006 NOT_SAVED with unsaved changes and nothing pending or retrying',
      { unsaved: 1 },
      'NOT_SAVED',
    ],
    ['R-AUTOSAVE-007 SAVED otherwise', {}, 'SAVED'],
    ['R-AUTOSAVE-007 SAVED otherwise, after a save', { savedRecently: true }, 'SAVED'],
  ])('the button state: %s', (_case, tally, state) => {
    expect(buttonState({ ...calm, ...tally })).toBe(state);
  });
});
