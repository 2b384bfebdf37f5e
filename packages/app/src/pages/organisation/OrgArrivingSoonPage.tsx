import { OrgAssignmentsListPage } from './OrgAssignmentsListPage.tsx';

/** Inbound's second list: people arriving soon (OrgArrivingSoon). */
export function Page() {
  return <OrgAssignmentsListPage list="arrivingSoon" />;
}
