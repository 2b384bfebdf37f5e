import { assetDownloadPath } from '@mobilise/contract';
import { Avatar } from '@mobilise/ui/Avatar';
import { BreakableText } from '@mobilise/ui/BreakableText';
import { Card } from '@mobilise/ui/Card';
import { Column, Columns } from '@mobilise/ui/Columns';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { Tiles } from '@mobilise/ui/Tiles';
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
import { QueryPagination } from '../../shared/index.ts';
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
    return (
      <Tiles as="ul" columns={{ mobile: 1, md: 2, lg: 3 }} aria-label={t('directory.listLabel')}>
        {query.data.data.map((person) => {
          const name = t('directory.name', { first: person.firstName, last: person.lastName });
          const email = person.aimPositionalEmail ?? person.aimPersonalEmail;
          return (
            <Card key={person.id}>
              <Columns space="md" alignY="center">
                <Column width="content">
                  <Avatar
                    name={name}
                    src={person.avatarId === null ? undefined : assetDownloadPath(person.avatarId)}
                  />
                </Column>
                <Column>
                  <Stack space="xs" align="start">
                    <PersonName personId={person.id} name={name} />
                    {email ? (
                      <span>
                        <BreakableText>{email}</BreakableText>
                      </span>
                    ) : null}
                    {person.memberStatus ? (
                      <StatusPill kind="memberStatus" status={person.memberStatus} size="sm" />
                    ) : null}
                  </Stack>
                </Column>
              </Columns>
            </Card>
          );
        })}
      </Tiles>
    );
  };

  return (
    <ListPage
      header={<PageHeader title={t('directory.title')} subtitle={t('directory.intro')} />}
      filters={
        <PeopleSearch
          label={t('directory.searchLabel')}
          search={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
      }
      count={query.data?.total}
      countLabel={query.data ? t('directory.count', { count: query.data.total }) : undefined}
      hasActiveFilters={filters.search !== ''}
      onClearFilters={() => setFilters({ search: '' })}
      emptyState={<EmptyState title={t('directory.empty')} />}
      pagination={<QueryPagination query={query} onPageChange={(page) => setFilters({ page })} />}
    >
      {results()}
    </ListPage>
  );
}
