import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { Listing, requisitionsQueryOptions, useListSearch } from '../../features/opportunities/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { TextLink } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** Requisitions shown on one page of the listing. */
export const requisitionsPerPage = 25;

/**
 * The requisition listings (Requisitions, `?search=`): the requisitions the caller reaches, newest update
 * first, with their availability, searched and paged; the global search's "Show more" opens it with the query.
 */
export function Page() {
  usePageTitle();
  return <RequisitionsListing organisationId={null} />;
}

/** The listing of every organisation's requisitions the caller reaches (null), or of one organisation's. */
export function RequisitionsListing({ organisationId }: { organisationId: number | null }) {
  const { listSearch, setListSearch } = useListSearch();
  const query = useQuery(requisitionsQueryOptions(listSearch, requisitionsPerPage, organisationId));
  return (
    <Listing
      texts="requisitions"
      listSearch={listSearch}
      setListSearch={setListSearch}
      query={query}
      renderItem={(requisition) => (
        <>
          <TextLink href={routePath('RequisitionsShow', { public_id: requisition.public_id })}>
            {requisition.title}
          </TextLink>
          <StatusPill kind="requisitionAvailability" status={requisition.availability} size="sm" />
        </>
      )}
    />
  );
}
