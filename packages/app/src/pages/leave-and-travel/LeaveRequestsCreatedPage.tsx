import { LeaveCreatedPage } from './LeaveCreatedPage.tsx';

/** LeaveRequestsCreated (/leave-requests/{id}/created): the leave request just sent. */
export function Page() {
  return <LeaveCreatedPage kind="leave_request" />;
}
