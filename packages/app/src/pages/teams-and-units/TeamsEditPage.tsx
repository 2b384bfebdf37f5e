import { EditPage } from './TeamOrUnitPages.tsx';

/** TeamsEdit (/teams/{id}/edit). */
export function Page() {
  return <EditPage kind="team" />;
}
