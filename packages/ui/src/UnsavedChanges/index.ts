export type { UnsavedChangesDialogProps } from './UnsavedChangesDialog.tsx';
export { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
export { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.ts';
