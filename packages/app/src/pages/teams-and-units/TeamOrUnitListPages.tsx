import { useTranslation } from 'react-i18next';
import { useOrganisationParam } from '../../features/organisation/index.ts';
import { type TeamOrUnitKind, TeamOrUnitList } from '../../features/teams-and-units/index.ts';
import type { RouteName } from '../../routes/route-names.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** Teams or Units: every organisation's the reader reads. */
export function AllListPage({ kind, route }: { kind: TeamOrUnitKind; route: RouteName }) {
  const { t } = useTranslation('shell');
  usePageTitle();
  return <TeamOrUnitList kind={kind} organisationId={null} title={t(`pageTitle.${route}`)} />;
}

/** OrgTeams or OrgUnits: the same list, of the organisation in the URL. */
export function OrganisationListPage({ kind, route }: { kind: TeamOrUnitKind; route: RouteName }) {
  const { t } = useTranslation('shell');
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  return <TeamOrUnitList kind={kind} organisationId={organisationId} title={t(`pageTitle.${route}`)} />;
}
