import { PersonLeaveListPage } from './PersonLeaveListPage.tsx';

/** PersonProfileLeaveRequests (/person-profiles/{id}/leave-requests): the person's leave requests. */
export function Page() {
  return <PersonLeaveListPage kind="leave_request" />;
}
