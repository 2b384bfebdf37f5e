import { EditPage } from './OpportunityCreateEdit.tsx';

/** RequisitionsEdit (/requisitions/{id}/edit). */
export function Page() {
  return <EditPage kind="requisition" />;
}
