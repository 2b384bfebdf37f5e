import { OrgLeaveListPage } from './OrgLeaveListPage.tsx';

/** OrgTravelPlans: the organisation's travel plans its office decides. */
export function Page() {
  return <OrgLeaveListPage list="travel_plan" />;
}
