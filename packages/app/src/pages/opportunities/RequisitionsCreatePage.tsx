import { CreatePage } from './OpportunityCreateEdit.tsx';

/** RequisitionsCreate (/requisitions/create). */
export function Page() {
  return <CreatePage kind="requisition" />;
}
