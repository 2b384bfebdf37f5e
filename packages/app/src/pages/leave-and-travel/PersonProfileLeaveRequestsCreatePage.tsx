import { LeaveCreatePage } from './LeaveCreatePage.tsx';

/** PersonProfileLeaveRequestsCreate (/person-profiles/{id}/leave-requests/create): requesting leave. */
export function Page() {
  return <LeaveCreatePage kind="leave_request" />;
}
