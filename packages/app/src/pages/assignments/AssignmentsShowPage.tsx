import { AssignmentScreen } from './AssignmentScreen.tsx';

/**
 * AssignmentsShow (/assignments/{public_id}): an assignment, who and what it concerns, its itinerary,
 * offer and logistics plan, with what the reader may do to it.
 */
export function Page() {
  return <AssignmentScreen address="public_id" />;
}
