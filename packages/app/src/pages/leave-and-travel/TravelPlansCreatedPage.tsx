import { LeaveCreatedPage } from './LeaveCreatedPage.tsx';

/** TravelPlansCreated (/travel-plans/{id}/created): the travel plan just sent. */
export function Page() {
  return <LeaveCreatedPage kind="travel_plan" />;
}
