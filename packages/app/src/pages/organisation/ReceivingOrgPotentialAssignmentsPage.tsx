import { OrgAssignmentsListPage } from './OrgAssignmentsListPage.tsx';

/** Inbound's first list: people interested in the organisation's requisitions (ReceivingOrgPotentialAssignments). */
export function Page() {
  return <OrgAssignmentsListPage list="interested" />;
}
