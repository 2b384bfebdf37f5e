export type { GenericErrorModalProps } from './GenericErrorModal.tsx';
export { GenericErrorModal } from './GenericErrorModal.tsx';
