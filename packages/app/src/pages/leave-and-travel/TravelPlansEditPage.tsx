import { LeaveEditPage } from './LeaveEditPage.tsx';

/** TravelPlansEdit (/travel-plans/{id}/edit): the travel plan's form. */
export function Page() {
  return <LeaveEditPage kind="travel_plan" />;
}
