import { NotReadyPage } from '@mobilise/ui';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../routes/match-route.ts';
import { routePath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** A route of the table whose screen is not built yet (router.tsx gives it this page). */
export function Page() {
  const { org_id: organisationId } = matchRoute(useLocation().pathname).params;
  usePageTitle(useOrganisationName(organisationId));
  return <NotReadyPage homeHref={routePath('Home')} />;
}
