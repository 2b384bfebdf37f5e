import { OrgLeaveListPage } from './OrgLeaveListPage.tsx';

/** OrgLeaveAndTravel: the organisation's leave requests and travel plans in one list. */
export function Page() {
  return <OrgLeaveListPage list="both" />;
}
