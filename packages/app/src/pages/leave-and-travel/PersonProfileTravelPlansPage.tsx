import { PersonLeaveListPage } from './PersonLeaveListPage.tsx';

/** PersonProfileTravelPlans (/person-profiles/{id}/travel-plans): the person's travel plans. */
export function Page() {
  return <PersonLeaveListPage kind="travel_plan" />;
}
