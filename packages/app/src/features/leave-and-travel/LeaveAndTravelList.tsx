import { leaveAndTravelSorts, leaveRequestStatuses } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { Link } from '@mobilise/ui/Link';
import { Select } from '@mobilise/ui/Select';
import { StatusPill } from '@mobilise/ui/StatusPill';
import type { SortDescriptor, TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { QueryListPage, SortSelect, useMyAimTranslation } from '../../shared/index.ts';
import { type LeaveRow, type LeaveScope, leaveListQueryOptions, typeChoicesOf } from './api/leave-queries.ts';
import { isLeaveListFiltered, useLeaveFilters } from './leave-filters.ts';
import { type LeaveList, showRouteOf } from './leave-kinds.ts';
import { useTypeLabels } from './leave-labels.ts';
import { useLeaveAndTravelTranslation } from './useLeaveAndTravelTranslation.ts';

// The date range and person filters load when first shown: see LeaveMoreFilters.
const LeaveMoreFilters = lazy(() =>
  import('./LeaveMoreFilters.tsx').then((module) => ({ default: module.LeaveMoreFilters })),
);

/** Records shown on one page of each list. */
export const leaveRowsPerPage = 25;

export interface LeaveAndTravelListProps {
  /** Leave requests, travel plans or both. */
  list: LeaveList;
  scope: LeaveScope;
  /** The page's `PageHeader`. */
  header: ReactNode;
  /** What the list offers when there is nothing at all, e.g. an `EmptyState` with "Request leave". */
  emptyState: ReactNode;
}

/**
 * A list of leave requests, travel plans or both: filtered by status, type (or kind), a date range
 * overlapping the time away, person (an organisation's lists) and, for the office, the confirmations
 * still owed; sorted by departure or last change; paged. Each row links to the record. Every filter
 * lives in the URL.
 */
export function LeaveAndTravelList({ list, scope, header, emptyState }: LeaveAndTravelListProps) {
  const { t, i18n } = useLeaveAndTravelTranslation();
  const myAim = useMyAimTranslation();
  const typeChoices: readonly string[] = typeChoicesOf[list];
  const { filters, setFilters } = useLeaveFilters(typeChoices);
  const query = useQuery(leaveListQueryOptions(list, scope, filters, leaveRowsPerPage));
  const { typesOf } = useTypeLabels();
  // A leave request and a travel plan may share an id: the combined list tells its rows apart by kind too.
  const rows = (query.data?.data ?? []).map((record) => ({ id: `${record.kind}:${record.id}`, record }));
  const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const organisationId = 'organisationId' in scope ? scope.organisationId : null;
  // Open from the start when the address already narrows by dates or person.
  const [showsMore, setShowsMore] = useState(
    () => filters.from !== null || filters.to !== null || filters.personId !== null,
  );
  const typeLabel = (choice: string) =>
    list === 'both'
      ? t(`kinds.${choice}`)
      : t(list === 'leave_request' ? `leaveTypes.${choice}` : `travelTypes.${choice}`);

  const kindColumn: TableColumn = { id: 'kind', label: t('list.columns.kind'), width: '1fr' };
  const columns: TableColumn[] = [
    { id: 'person', label: t('list.columns.person'), isRowHeader: true, width: '2fr' },
    ...(list === 'both' ? [kindColumn] : []),
    { id: 'types', label: t('list.columns.types'), width: '2fr' },
    { id: 'departure', label: t('list.columns.departure'), isSortable: true, width: '1fr' },
    { id: 'return', label: t('list.columns.return'), width: '1fr' },
    { id: 'status', label: t('list.columns.status'), width: '1fr' },
  ];

  const renderCell = ({ record: row }: { record: LeaveRow }, column: TableColumn) => {
    switch (column.id) {
      case 'person':
        return (
          <Link href={routePath(showRouteOf(row.kind, row), { id: row.id })}>
            {t('list.personWithId', { name: row.person.name, publicId: row.publicId })}
          </Link>
        );
      case 'kind':
        return t(`kinds.${row.kind}`);
      case 'types': {
        const types = typesOf(row);
        return types.length === 0 ? '—' : listFormat.format(types);
      }
      case 'departure':
        return row.departureDate ? myAim.displayDate(row.departureDate) : '—';
      case 'return':
        return row.returnDate ? myAim.displayDate(row.returnDate) : '—';
      default:
        return <StatusPill kind="leaveRequest" status={row.status} size="sm" />;
    }
  };

  const sortDescriptor: SortDescriptor | undefined =
    filters.sort === '-updated'
      ? undefined
      : { column: 'departure', direction: filters.sort === 'departure' ? 'ascending' : 'descending' };

  const filterBar = (
    <>
      <Select
        label={t('list.filters.status')}
        selectionMode="multiple"
        placeholder={t('list.filters.anyStatus')}
        options={leaveRequestStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={[...filters.statuses]}
        onChange={(keys) =>
          setFilters({ statuses: leaveRequestStatuses.filter((each) => keys.includes(each)) })
        }
      />
      <Select
        label={t(list === 'both' ? 'list.filters.kind' : 'list.filters.type')}
        selectionMode="multiple"
        placeholder={t('list.filters.anyType')}
        options={typeChoices.map((choice) => ({ value: choice, label: typeLabel(choice) }))}
        value={[...filters.types]}
        onChange={(keys) => setFilters({ types: typeChoices.filter((each) => keys.includes(each)) })}
      />
      <SortSelect
        label={t('list.filters.sort')}
        sorts={leaveAndTravelSorts}
        labelOf={(sort) => t(`list.sorts.${sort}`)}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort })}
      />
      {/* A disclosure: the button stays where the keyboard left it, and says whether they are shown. */}
      <Button variant="secondary" aria-expanded={showsMore} onPress={() => setShowsMore(!showsMore)}>
        {t('list.filters.more')}
      </Button>
      {showsMore ? (
        <Suspense fallback={null}>
          <LeaveMoreFilters filters={filters} setFilters={setFilters} organisationId={organisationId} />
        </Suspense>
      ) : null}
      {organisationId === null ? null : (
        <Checkbox
          label={t('list.filters.awaitingConfirmation')}
          help={t('list.filters.awaitingConfirmationHelp')}
          isSelected={filters.awaitingConfirmation}
          onChange={(awaitingConfirmation) => setFilters({ awaitingConfirmation })}
        />
      )}
    </>
  );

  return (
    <QueryListPage
      header={header}
      filters={filterBar}
      query={query}
      countLabel={(count) => t('list.count', { count })}
      hasActiveFilters={isLeaveListFiltered(filters)}
      onClearFilters={() =>
        setFilters({
          statuses: [],
          types: [],
          from: null,
          to: null,
          personId: null,
          awaitingConfirmation: false,
        })
      }
      emptyState={emptyState}
      onPageChange={(page) => setFilters({ page })}
      table={{
        'aria-label': t(`list.tableLabel.${list}`),
        columns,
        rows,
        renderCell,
        sortDescriptor,
        onSortChange: (descriptor) =>
          setFilters({ sort: descriptor.direction === 'ascending' ? 'departure' : '-departure' }),
      }}
      loadError={t('list.loadError')}
    />
  );
}
