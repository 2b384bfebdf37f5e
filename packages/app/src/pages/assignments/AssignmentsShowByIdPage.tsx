import { AssignmentScreen } from './AssignmentScreen.tsx';

/**
 * AssignmentsShowById (/assignments/{id}) and LegacyAssignmentsShow (/legacy-assignments/{id}, an older
 * system's address): the assignment's page, reached by its full id.
 */
export function Page() {
  return <AssignmentScreen address="id" />;
}
