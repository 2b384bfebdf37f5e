import { CreatePage } from './TeamOrUnitPages.tsx';

/** UnitsCreate (/units/create). */
export function Page() {
  return <CreatePage kind="unit" />;
}
