import { CreatePage } from './TeamOrUnitPages.tsx';

/** TeamsCreate (/teams/create). */
export function Page() {
  return <CreatePage kind="team" />;
}
