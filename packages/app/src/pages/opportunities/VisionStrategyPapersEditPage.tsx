import { EditPage } from './OpportunityCreateEdit.tsx';

/** VisionStrategyPapersEdit (/vision-strategy-papers/{id}/edit). */
export function Page() {
  return <EditPage kind="paper" />;
}
