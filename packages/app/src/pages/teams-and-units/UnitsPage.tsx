import { AllListPage } from './TeamOrUnitListPages.tsx';

/** Units (/units): the units listing. */
export function Page() {
  return <AllListPage kind="units" route="Units" />;
}
