import { LeaveRecordScreen } from './LeaveRecordScreen.tsx';

/**
 * LeaveRequestsShow (/leave-requests/{id}): a leave request, every field, with the approval, rejection,
 * edit and confirmations its reader may make.
 */
export function Page() {
  return <LeaveRecordScreen kind="leave_request" />;
}
