import { ShowPage } from './TeamOrUnitPages.tsx';

/** UnitsShow (/units/{id}). */
export function Page() {
  return <ShowPage kind="unit" />;
}
