export type { SaveIndicatorProps, SaveIndicatorState } from './SaveIndicator.tsx';
export { SaveIndicator, savedIndicatorDurationMs, saveIndicatorStates } from './SaveIndicator.tsx';
