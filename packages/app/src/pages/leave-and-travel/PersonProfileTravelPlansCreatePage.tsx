import { LeaveCreatePage } from './LeaveCreatePage.tsx';

/** PersonProfileTravelPlansCreate (/person-profiles/{id}/travel-plans/create): planning travel. */
export function Page() {
  return <LeaveCreatePage kind="travel_plan" />;
}
