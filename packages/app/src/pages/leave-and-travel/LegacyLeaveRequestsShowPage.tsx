import { LeaveRecordScreen } from './LeaveRecordScreen.tsx';

/** LegacyLeaveRequestsShow (/legacy-leave-requests/{id}): an imported leave request, read only. */
export function Page() {
  return <LeaveRecordScreen kind="leave_request" legacy />;
}
