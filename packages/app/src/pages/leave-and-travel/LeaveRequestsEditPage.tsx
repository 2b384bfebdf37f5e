import { LeaveEditPage } from './LeaveEditPage.tsx';

/** LeaveRequestsEdit (/leave-requests/{id}/edit): the leave request's form. */
export function Page() {
  return <LeaveEditPage kind="leave_request" />;
}
