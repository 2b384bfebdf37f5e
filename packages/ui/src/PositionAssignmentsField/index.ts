export type {
  AssignablePosition,
  PositionAssignments,
  PositionAssignmentsFieldProps,
} from './PositionAssignmentsField.tsx';
export { PositionAssignmentsField } from './PositionAssignmentsField.tsx';
