import { EditPage } from './TeamOrUnitEdit.tsx';

/** UnitsEdit (/units/{id}/edit). */
export function Page() {
  return <EditPage kind="unit" />;
}
