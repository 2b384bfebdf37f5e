import { OrgAssignmentsListPage } from './OrgAssignmentsListPage.tsx';

/** Outbound (OrgOutbound): the organisation's people on or going to assignments elsewhere. */
export function Page() {
  return <OrgAssignmentsListPage list="outbound" />;
}
