/** The save states of a field and of the form as a whole. */
export const saveStates = ['idle', 'loading', 'success', 'offline', 'error'] as const;
export type SaveState = (typeof saveStates)[number];

/** The http states of a question. */
export const savingHttpStates = ['idle', 'pending', 'error', 'retrying'] as const;
export type SavingHttpState = (typeof savingHttpStates)[number];

/** The states of the save indicator. */
export const indicatorStates = ['NOT_SAVED', 'SAVING', 'SAVED', 'RETRYING', 'ERROR'] as const;
export type IndicatorState = (typeof indicatorStates)[number];

/** The states of the form's save button. */
export type ButtonState = Extract<IndicatorState, 'SAVING' | 'RETRYING' | 'NOT_SAVED' | 'SAVED'>;

const httpStateOfSaveState: Record<SaveState, SavingHttpState> = {
  idle: 'idle',
  success: 'idle',
  loading: 'pending',
  offline: 'retrying',
  error: 'error',
};

export const savingHttpStateOf = (saveState: SaveState): SavingHttpState => httpStateOfSaveState[saveState];

/** How many fields are in each save situation, kept up to date as they change. */
export interface SaveTally {
  pending: number;
  retrying: number;
  failed: number;
  unsaved: number;
  /** A save finished less than the saved-indicator duration ago. */
  savedRecently: boolean;
}

/** SAVING while pending, RETRYING on retry, NOT_SAVED with unsaved changes, otherwise SAVED. */
export function buttonState(tally: SaveTally): ButtonState {
  if (tally.pending > 0) return 'SAVING';
  if (tally.retrying > 0) return 'RETRYING';
  if (tally.unsaved > 0) return 'NOT_SAVED';
  return 'SAVED';
}

/** What the save indicator shows, or null once SAVED has cleared. */
export function indicatorState(tally: SaveTally): IndicatorState | null {
  if (tally.failed > 0 && tally.pending === 0 && tally.retrying === 0) return 'ERROR';
  const button = buttonState(tally);
  return button === 'SAVED' && !tally.savedRecently ? null : button;
}

/** The save state of the form as a whole. */
export function formSaveState(tally: SaveTally): SaveState {
  if (tally.pending > 0) return 'loading';
  if (tally.retrying > 0) return 'offline';
  if (tally.failed > 0) return 'error';
  return tally.savedRecently ? 'success' : 'idle';
}
