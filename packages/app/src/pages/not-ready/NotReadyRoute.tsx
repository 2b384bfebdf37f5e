import { NotReadyPage } from '@mobilise/ui';
import { routePath } from '../../routes/routePath.ts';

/** A route of the table whose screen is not built yet (router.tsx gives it this page). */
export function Page() {
  return <NotReadyPage homeHref={routePath('Home')} />;
}
