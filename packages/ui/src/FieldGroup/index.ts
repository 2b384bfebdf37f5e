export { FieldGroup } from './FieldGroup.tsx';
