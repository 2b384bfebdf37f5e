import { useOrganisationParam } from '../../features/organisation/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import { RequisitionsListing } from './RequisitionsPage.tsx';

/** OrgRequisitions (/orgs/{org_id}/requisitions): the requisition listing of the organisation in the URL. */
export function Page() {
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  return <RequisitionsListing organisationId={organisationId} />;
}
