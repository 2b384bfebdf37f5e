import { ConfirmEndedPage } from './ConfirmEndedPage.tsx';

/** LeaveRequestsConfirmEnded (/leave-requests/{id}/confirm-ended): confirming the leave has ended. */
export function Page() {
  return <ConfirmEndedPage kind="leave_request" />;
}
