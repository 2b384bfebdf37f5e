import { useOrganisationParam } from '../../features/organisation/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import { PapersListing } from './VisionStrategyPapersPage.tsx';

/** OrgVisionStrategyPapers (/orgs/{org_id}/vision-strategy-papers): the library of the organisation in the URL. */
export function Page() {
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  return <PapersListing organisationId={organisationId} />;
}
