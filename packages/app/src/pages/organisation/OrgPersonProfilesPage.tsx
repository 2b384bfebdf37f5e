import {
  memberStatuses,
  type PersonProfileListItem,
  type PersonProfileSort,
  personProfileSorts,
  personStatusFlags,
} from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { BreakableText } from '@mobilise/ui/BreakableText';
import { Button } from '@mobilise/ui/Button';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { type SortDescriptor, Table, type TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  organisationPeopleQueryOptions,
  PeopleExportAlert,
  type PeopleFilters,
  PeopleSearch,
  useOrganisationParam,
  useOrganisationTranslation,
  usePeopleExport,
  usePeopleFilters,
} from '../../features/organisation/index.ts';
import { PersonName } from '../../features/people/index.ts';
import { QueryPagination, SortSelect } from '../../shared/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** People shown on one page of the list. */
export const peoplePerPage = 25;

/** The Select value that clears a filter. */
const any = 'any';

const sortOf = (descriptor: SortDescriptor): PersonProfileSort =>
  descriptor.direction === 'descending' ? '-name' : 'name';

const descriptorOf = (sort: PersonProfileSort): SortDescriptor | undefined =>
  sort === 'name' || sort === '-name'
    ? { column: 'name', direction: sort === 'name' ? 'ascending' : 'descending' }
    : undefined;

const isFiltered = (filters: PeopleFilters) =>
  filters.search !== '' || filters.status !== null || filters.memberStatus !== null;

/**
 * Manage people (OrgPersonProfiles): the organisation's people, paged, sorted and filtered, with their
 * member status and status flags, and the CSV of the list as filtered. Every filter lives in the URL.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const { filters, setFilters } = usePeopleFilters();
  const query = useQuery(organisationPeopleQueryOptions(organisationId, filters, peoplePerPage));
  const refresh = useListRefresh(query);
  const exporting = usePeopleExport(organisationId);
  const rows = query.data?.data ?? [];

  const columns: TableColumn[] = [
    { id: 'name', label: t('managePeople.columns.name'), isSortable: true, isRowHeader: true, width: '2fr' },
    { id: 'email', label: t('managePeople.columns.email'), width: '2fr' },
    { id: 'memberStatus', label: t('managePeople.columns.memberStatus'), width: '1fr' },
    { id: 'status', label: t('managePeople.columns.status'), width: '2fr' },
  ];

  const renderCell = (person: PersonProfileListItem, column: TableColumn) => {
    switch (column.id) {
      case 'name':
        return (
          <PersonName
            personId={person.id}
            name={t('managePeople.name', { first: person.firstName, last: person.lastName })}
          />
        );
      case 'email': {
        const email = person.aimPositionalEmail ?? person.aimPersonalEmail;
        return email ? <BreakableText>{email}</BreakableText> : null;
      }
      case 'memberStatus':
        return person.memberStatus ? (
          <StatusPill kind="memberStatus" status={person.memberStatus} size="sm" />
        ) : null;
      default: {
        const flags = personStatusFlags.filter((flag) => person[flag]);
        return flags.length > 0 ? (
          <Inline space="xs">
            {flags.map((flag) => (
              <Badge key={flag} size="sm" tone="info">
                {t(`statusFlags.${flag}`)}
              </Badge>
            ))}
          </Inline>
        ) : null;
      }
    }
  };

  const exportButton = (
    // Not react-aria's isPending: its announcement leaves a live-region node labelled by an id axe finds
    // empty. The new name says the download runs, and a press meanwhile does nothing.
    <Button
      variant="secondary"
      onPress={() => {
        if (!exporting.isPending) exporting.mutate(filters);
      }}
    >
      {exporting.isPending ? t('managePeople.exporting') : t('managePeople.export')}
    </Button>
  );

  const filterBar = (
    <>
      <PeopleSearch
        label={t('managePeople.searchLabel')}
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      />
      <Select
        label={t('managePeople.filters.status')}
        options={[
          { value: any, label: t('managePeople.filters.anyStatus') },
          ...personStatusFlags.map((flag) => ({ value: flag, label: t(`statusFlags.${flag}`) })),
        ]}
        value={filters.status ?? any}
        onChange={(key) => {
          const status = personStatusFlags.find((flag) => flag === key) ?? null;
          setFilters({ status });
        }}
      />
      <Select
        label={t('managePeople.filters.memberStatus')}
        options={[
          { value: any, label: t('managePeople.filters.anyMemberStatus') },
          ...memberStatuses.map((status) => ({ value: status, label: t(`memberStatuses.${status}`) })),
        ]}
        value={filters.memberStatus ?? any}
        onChange={(key) => {
          const memberStatus = memberStatuses.find((status) => status === key) ?? null;
          setFilters({ memberStatus });
        }}
      />
      <SortSelect
        label={t('managePeople.filters.sort')}
        sorts={personProfileSorts}
        labelOf={(sort) => t(`managePeople.sorts.${sort}`)}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort })}
      />
    </>
  );

  const total = query.data?.total;
  return (
    <ListPage
      header={
        <Stack space="md">
          <PageHeader
            title={t('managePeople.title')}
            subtitle={t('managePeople.intro')}
            secondaryActions={exportButton}
          />
          {exporting.isError ? (
            <PeopleExportAlert key={exporting.submittedAt} error={exporting.error} />
          ) : null}
        </Stack>
      }
      filters={filterBar}
      count={total}
      countLabel={total === undefined ? undefined : t('managePeople.count', { count: total })}
      hasActiveFilters={isFiltered(filters)}
      onClearFilters={() => setFilters({ search: '', status: null, memberStatus: null })}
      emptyState={<EmptyState title={t('managePeople.empty')} />}
      pagination={<QueryPagination query={query} onPageChange={(page) => setFilters({ page })} />}
    >
      <Table
        aria-label={t('managePeople.tableLabel')}
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        sortDescriptor={descriptorOf(filters.sort)}
        onSortChange={(descriptor) => setFilters({ sort: sortOf(descriptor) })}
        isLoading={query.isPending}
        error={query.isError ? t('managePeople.loadError') : undefined}
        onRetry={refresh}
      />
    </ListPage>
  );
}
