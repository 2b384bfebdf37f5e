import { CreatePage } from './TeamOrUnitCreate.tsx';

/** UnitsCreate (/units/create). */
export function Page() {
  return <CreatePage kind="unit" />;
}
