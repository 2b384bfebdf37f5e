import { OrgLeaveListPage } from './OrgLeaveListPage.tsx';

/** OrgLeaveRequests: the organisation's leave requests its office decides. */
export function Page() {
  return <OrgLeaveListPage list="leave_request" />;
}
