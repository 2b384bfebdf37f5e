export type { ModalProps } from './Modal.tsx';
export { Modal } from './Modal.tsx';
