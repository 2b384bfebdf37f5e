import { ShowPage } from './TeamOrUnitShow.tsx';

/** TeamsShow (/teams/{id}). */
export function Page() {
  return <ShowPage kind="team" />;
}
