import { useQuery } from '@tanstack/react-query';
import {
  Listing,
  rowNote,
  useListSearch,
  useOpportunitiesTranslation,
  visionStrategyPapersQueryOptions,
} from '../../features/opportunities/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { TextLink } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** Papers shown on one page of the library. */
export const papersPerPage = 25;

/**
 * The vision-strategy-paper library (VisionStrategyPapers, `?search=`): the papers the caller reaches,
 * newest update first, with their title and summary and when they were last updated, searched and paged;
 * the global search's "Show more" opens it with the query.
 */
export function Page() {
  usePageTitle();
  return <PapersListing organisationId={null} />;
}

/** The library of every organisation's papers the caller reaches (null), or of one organisation's. */
export function PapersListing({ organisationId }: { organisationId: number | null }) {
  const { t, displayDate } = useOpportunitiesTranslation();
  const { listSearch, setListSearch } = useListSearch();
  const query = useQuery(visionStrategyPapersQueryOptions(listSearch, papersPerPage, organisationId));
  return (
    <Listing
      texts="papers"
      listSearch={listSearch}
      setListSearch={setListSearch}
      query={query}
      renderItem={(paper) => (
        <>
          <TextLink href={routePath('VisionStrategyPapersShow', { public_id: paper.public_id })}>
            {paper.searchable_text}
          </TextLink>
          <span className={rowNote}>
            {t('opportunity.lastUpdated', { date: displayDate(paper.last_updated) })}
          </span>
        </>
      )}
    />
  );
}
