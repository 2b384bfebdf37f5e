import { OrganisationSwitcher } from '@mobilise/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActiveOrganisation } from '../features/session/index.ts';
import { matchRoute } from '../routes/match-route.ts';
import { routePath } from '../routes/routePath.ts';

/**
 * The Organisation tab's switcher. After a switch the page follows: an organisation
 * page opens the same page of the new organisation, any other page stays.
 */
export function OrganisationSwitch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { entry } = matchRoute(pathname);
  const { organisationId, switchable, switchTo } = useActiveOrganisation(
    entry.name === 'OrgPositions' ? 'positions' : 'other',
  );
  if (organisationId === null) return null;
  const onSelectionChange = (id: React.Key) => {
    const target = Number(id);
    if (!switchTo(target)) return;
    if (entry.path.startsWith('/orgs/:org_id')) {
      void navigate(pathname.replace(/^\/orgs\/[^/]+/, routePath('Org', { org_id: target })));
    }
  };
  return (
    <OrganisationSwitcher
      organisations={switchable}
      selectedId={organisationId}
      onSelectionChange={onSelectionChange}
    />
  );
}
