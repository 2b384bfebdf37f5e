export type { RequiredFieldsModalProps } from './RequiredFieldsModal.tsx';
export { RequiredFieldsModal, requiredFieldsModes } from './RequiredFieldsModal.tsx';
