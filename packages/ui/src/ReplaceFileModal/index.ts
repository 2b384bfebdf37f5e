export type { ReplaceFileModalProps } from './ReplaceFileModal.tsx';
export { ReplaceFileModal, replaceMaxFileSizeKb, replaceSaveStates } from './ReplaceFileModal.tsx';
