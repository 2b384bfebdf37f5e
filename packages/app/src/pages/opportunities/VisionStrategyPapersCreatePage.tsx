import { CreatePage } from './OpportunityCreateEdit.tsx';

/** VisionStrategyPapersCreate (/vision-strategy-papers/create). */
export function Page() {
  return <CreatePage kind="paper" />;
}
