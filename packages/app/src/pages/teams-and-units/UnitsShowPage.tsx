import { ShowPage } from './TeamOrUnitShow.tsx';

/** UnitsShow (/units/{id}). */
export function Page() {
  return <ShowPage kind="unit" />;
}
