import { EditPage } from './TeamOrUnitEdit.tsx';

/** TeamsEdit (/teams/{id}/edit). */
export function Page() {
  return <EditPage kind="team" />;
}
