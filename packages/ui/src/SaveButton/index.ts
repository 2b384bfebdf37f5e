export type { SaveButtonProps, SaveButtonState } from './SaveButton.tsx';
export { SaveButton, saveButtonStates } from './SaveButton.tsx';
