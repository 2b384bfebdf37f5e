import { CreatePage } from './TeamOrUnitCreate.tsx';

/** TeamsCreate (/teams/create). */
export function Page() {
  return <CreatePage kind="team" />;
}
