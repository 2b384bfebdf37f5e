import { AllListPage } from './TeamOrUnitListPages.tsx';

/** Teams (/teams): the teams listing. */
export function Page() {
  return <AllListPage kind="teams" route="Teams" />;
}
