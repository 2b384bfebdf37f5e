import { ShowPage } from './TeamOrUnitPages.tsx';

/** TeamsShow (/teams/{id}). */
export function Page() {
  return <ShowPage kind="team" />;
}
