import { OrganisationListPage } from './TeamOrUnitListPages.tsx';

/** OrgTeams (/orgs/{org_id}/teams): the teams listing of the organisation in the URL. */
export function Page() {
  return <OrganisationListPage kind="teams" route="OrgTeams" />;
}
