import { OrganisationListPage } from './TeamOrUnitListPages.tsx';

/** OrgUnits (/orgs/{org_id}/units): the units listing of the organisation in the URL. */
export function Page() {
  return <OrganisationListPage kind="units" route="OrgUnits" />;
}
