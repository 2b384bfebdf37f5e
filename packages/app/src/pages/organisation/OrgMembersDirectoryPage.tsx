import { assetDownloadPath } from '@mobilise/contract';
import { Avatar } from '@mobilise/ui/Avatar';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Pagination } from '@mobilise/ui/Pagination';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  organisationPeopleQueryOptions,
  PeopleSearch,
  useOrganisationParam,
  useOrganisationTranslation,
  usePeopleFilters,
} from '../../features/organisation/index.ts';
import { PersonName } from '../../features/people/index.ts';
import * as styles from '../../shared/list-page.css.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** People shown on one page of the directory: a whole number of rows of 2 and of 3 cards. */
export const directoryPerPage = 24;

/**
 * The directory (OrgMembersDirectory, `?search=`): the organisation's members with their photo, e-mail
 * and member status, searched by name and paged; the global search's "Show more" opens it with the query.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const { filters, setFilters } = usePeopleFilters();
  const directoryFilters = { ...filters, sort: 'name', status: null, memberStatus: null } as const;
  const query = useQuery(organisationPeopleQueryOptions(organisationId, directoryFilters, directoryPerPage));
  const refresh = useListRefresh(query);

  const results = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t('directory.loadError')}</ErrorState>;
    const people = query.data.data;
    if (people.length === 0) {
      return (
        <EmptyState
          title={filters.search ? t('directory.noMatches', { search: filters.search }) : t('directory.empty')}
        />
      );
    }
    return (
      <>
        <ul className={styles.cards} aria-label={t('directory.listLabel')}>
          {people.map((person) => {
            const name = t('directory.name', { first: person.firstName, last: person.lastName });
            const email = person.aimPositionalEmail ?? person.aimPersonalEmail;
            return (
              <li key={person.id} className={styles.person}>
                <Avatar
                  name={name}
                  src={person.avatarId === null ? undefined : assetDownloadPath(person.avatarId)}
                />
                <span className={styles.personText}>
                  <PersonName personId={person.id} name={name} />
                  {email ? <span className={styles.muted}>{email}</span> : null}
                  {person.memberStatus ? (
                    <span>
                      <StatusPill kind="memberStatus" status={person.memberStatus} size="sm" />
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={query.data}
          onPageChange={(page) => setFilters({ page })}
          isDisabled={query.isPlaceholderData}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('directory.title')}</h1>
        <p className={styles.intro}>{t('directory.intro')}</p>
      </div>
      <PeopleSearch
        label={t('directory.searchLabel')}
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      />
      {results()}
    </div>
  );
}
