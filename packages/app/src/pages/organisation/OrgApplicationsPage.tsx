import {
  type Application,
  type ApplicationSort,
  applicationSorts,
  applicationStatuses,
  type Position,
} from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { Link } from '@mobilise/ui/Link';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Select } from '@mobilise/ui/Select';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { type SortDescriptor, Table, type TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  applicationStageNames,
  currentStageOf,
  isApplicationListFiltered,
  organisationApplicationsQueryOptions,
  personNamesQueryOptions,
  useApplicationFilters,
} from '../../features/applications/index.ts';
import { useOrganisationParam, useOrganisationTranslation } from '../../features/organisation/index.ts';
import {
  organisationPositionsQueryOptions,
  organisationWorkflowTemplatesQueryOptions,
} from '../../features/settings/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { QueryPagination, SortSelect } from '../../shared/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** Applications shown on one page of the list. */
export const applicationsPerPage = 25;

/** The Select value that clears a filter. */
const any = 'any';

/** The columns whose header sorts the list, and the order each asks for when ascending. */
const sortableColumns: Readonly<Record<string, ApplicationSort>> = { title: 'title', status: 'status' };

const sortOf = (descriptor: SortDescriptor): ApplicationSort | undefined => {
  const sort = sortableColumns[String(descriptor.column)];
  if (!sort) return undefined;
  return descriptor.direction === 'descending' ? (`-${sort}` as ApplicationSort) : sort;
};

const descriptorOf = (sort: ApplicationSort): SortDescriptor | undefined => {
  const column = sort.replace(/^-/, '');
  return column in sortableColumns
    ? { column, direction: sort.startsWith('-') ? 'descending' : 'ascending' }
    : undefined;
};

/** The positions an application can be held on; removed ones stay, since applications still name them. */
const isApplicationPosition = (position: Position) => position.applicable_to.includes('APPLICATION');

/**
 * The organisation's applications (OrgApplications): paged, sorted and filtered by status, position held
 * on them and current stage, each with its applicants, status, current stage and term type. Every filter
 * lives in the URL, so a reload or a shared link shows the same list.
 */
export function Page() {
  const { t, i18n } = useOrganisationTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const { filters, setFilters } = useApplicationFilters();
  const query = useQuery(organisationApplicationsQueryOptions(organisationId, filters, applicationsPerPage));
  const refresh = useListRefresh(query);
  const rows = query.data?.data ?? [];
  const names = useQuery(
    personNamesQueryOptions(
      organisationId,
      rows.flatMap((application) => application.applicant_ids),
    ),
  );
  // The filters' choices: without them the list still works, only that filter offers nothing more.
  const positions = useQuery(organisationPositionsQueryOptions(organisationId));
  const templates = useQuery(organisationWorkflowTemplatesQueryOptions(organisationId));
  const stageNames = applicationStageNames(templates.data ?? []);
  // A stage named in the URL that no template has any more is still the filter in force: offer it.
  if (filters.stage !== null && !stageNames.includes(filters.stage)) stageNames.push(filters.stage);
  const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const createPath = routePath('OrgApplicationsCreate', { org_id: organisationId });

  const columns: TableColumn[] = [
    {
      id: 'title',
      label: t('applications.columns.title'),
      isSortable: true,
      isRowHeader: true,
      width: '2fr',
    },
    { id: 'applicants', label: t('applications.columns.applicants'), width: '2fr' },
    { id: 'status', label: t('applications.columns.status'), isSortable: true, width: '1fr' },
    { id: 'stage', label: t('applications.columns.stage'), width: '1fr' },
    { id: 'termType', label: t('applications.columns.termType'), width: '1fr' },
  ];

  const applicantsOf = (application: Application) => {
    if (names.isPending) return t('applications.applicantsLoading');
    return listFormat.format(
      application.applicant_ids.map((id) => names.data?.get(id) ?? t('applications.unnamedApplicant')),
    );
  };

  const renderCell = (application: Application, column: TableColumn) => {
    switch (column.id) {
      case 'title':
        return (
          <Link href={routePath('ApplicationsShow', { public_id: application.public_id })}>
            {application.title}
          </Link>
        );
      case 'applicants':
        return applicantsOf(application);
      case 'status':
        return <StatusPill kind="application" status={application.status} size="sm" />;
      case 'stage':
        return currentStageOf(application);
      default:
        return t(`applications.termTypes.${application.term_type}`);
    }
  };

  // Every reader of this page is office staff of the organisation (the route's gate), and office staff may
  // create its applications: the create page has the same gate.
  const createLink = <ButtonLink href={createPath}>{t('applications.create')}</ButtonLink>;

  const filterBar = (
    <>
      <Select
        label={t('applications.filters.status')}
        selectionMode="multiple"
        placeholder={t('applications.filters.anyStatus')}
        options={applicationStatuses.map((status) => ({
          value: status,
          label: t(`applications.statuses.${status}`),
        }))}
        value={[...filters.statuses]}
        onChange={(keys) =>
          setFilters({ statuses: applicationStatuses.filter((status) => keys.includes(status)) })
        }
      />
      <Select
        label={t('applications.filters.position')}
        options={[
          { value: any, label: t('applications.filters.anyPosition') },
          ...(positions.data ?? []).filter(isApplicationPosition).map((position) => ({
            value: String(position.id),
            label: position.removed
              ? t('applications.removedPosition', { name: position.name })
              : position.name,
          })),
        ]}
        value={filters.positionId === null ? any : String(filters.positionId)}
        onChange={(key) => setFilters({ positionId: key === any || key === null ? null : Number(key) })}
      />
      <Select
        label={t('applications.filters.stage')}
        options={[
          { value: any, label: t('applications.filters.anyStage') },
          ...stageNames.map((name) => ({ value: name, label: name })),
        ]}
        value={filters.stage ?? any}
        onChange={(key) => setFilters({ stage: key === any || key === null ? null : String(key) })}
      />
      <SortSelect
        label={t('applications.filters.sort')}
        sorts={applicationSorts}
        labelOf={(sort) => t(`applications.sorts.${sort}`)}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort })}
      />
    </>
  );

  const total = query.data?.total;
  return (
    <ListPage
      header={
        <PageHeader
          title={t('applications.title')}
          subtitle={t('applications.intro')}
          primaryAction={createLink}
        />
      }
      filters={filterBar}
      count={total}
      countLabel={total === undefined ? undefined : t('applications.count', { count: total })}
      hasActiveFilters={isApplicationListFiltered(filters)}
      onClearFilters={() => setFilters({ statuses: [], positionId: null, stage: null })}
      emptyState={
        <EmptyState title={t('applications.empty')} action={createLink}>
          {t('applications.emptyHint')}
        </EmptyState>
      }
      pagination={<QueryPagination query={query} onPageChange={(page) => setFilters({ page })} />}
    >
      <Table
        aria-label={t('applications.tableLabel')}
        columns={columns}
        rows={rows}
        renderCell={renderCell}
        sortDescriptor={descriptorOf(filters.sort)}
        onSortChange={(descriptor) => {
          const sort = sortOf(descriptor);
          if (sort) setFilters({ sort });
        }}
        isLoading={query.isPending}
        error={query.isError ? t('applications.loadError') : undefined}
        onRetry={refresh}
      />
    </ListPage>
  );
}
