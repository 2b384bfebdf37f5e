import { EditPage } from './TeamOrUnitPages.tsx';

/** UnitsEdit (/units/{id}/edit). */
export function Page() {
  return <EditPage kind="unit" />;
}
