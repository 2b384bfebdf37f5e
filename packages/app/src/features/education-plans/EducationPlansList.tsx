import {
  educationPlanExpiringWithinDays,
  educationPlanSorts,
  educationPlanStatuses,
} from '@mobilise/contract';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { Link } from '@mobilise/ui/Link';
import { Select } from '@mobilise/ui/Select';
import type { SortDescriptor, TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { QueryListPage, SortSelect, useMyAimTranslation } from '../../shared/index.ts';
import { organisationsQueryOptions } from '../session/index.ts';
import { educationPlanListQueryOptions } from './api/education-plan-queries.ts';
import { EducationPlanStatus } from './EducationPlanStatus.tsx';
import { isEducationPlanListFiltered, useEducationPlanFilters } from './education-plan-filters.ts';
import { useEducationPlansTranslation } from './useEducationPlansTranslation.ts';

/** Plans shown on one page of the index. */
export const educationPlanRowsPerPage = 25;

export interface EducationPlansListProps {
  /** The page's `PageHeader`. */
  header: ReactNode;
  /** What the index offers when there is nothing at all. */
  emptyState: ReactNode;
}

/**
 * The plans the reader sees: filtered by status, organisation, expired and expiring soon, sorted by expiry, name or
 * last change, paged; each row links to the plan and an expired one says so. Every filter lives in the URL.
 */
export function EducationPlansList({ header, emptyState }: EducationPlansListProps) {
  const { t } = useEducationPlansTranslation();
  const myAim = useMyAimTranslation();
  const { filters, setFilters } = useEducationPlanFilters();
  const query = useQuery(educationPlanListQueryOptions(filters, educationPlanRowsPerPage));
  const rows = (query.data?.data ?? []).map((plan) => ({ id: plan.id, plan }));
  // The server keeps the plans to the organisations the reader reaches: another one chosen lists none.
  const organisations = useQuery(organisationsQueryOptions).data ?? [];

  const columns: TableColumn[] = [
    { id: 'name', label: t('list.columns.child'), isRowHeader: true, isSortable: true, width: '2fr' },
    { id: 'year', label: t('list.columns.academicYear'), width: '1fr' },
    { id: 'organisation', label: t('list.columns.organisation'), width: '2fr' },
    { id: 'expires', label: t('list.columns.expiresOn'), isSortable: true, width: '1fr' },
    { id: 'status', label: t('list.columns.status'), width: '2fr' },
  ];

  const renderCell = ({ plan }: (typeof rows)[number], column: TableColumn) => {
    switch (column.id) {
      case 'name':
        return <Link href={routePath('EducationPlansShow', { id: plan.id })}>{plan.person.name}</Link>;
      case 'year':
        return plan.academicYear ?? t('show.notGiven');
      case 'organisation':
        return plan.organisations.map(({ name }) => name).join(', ');
      case 'expires':
        return plan.expiresOn === null ? t('show.notGiven') : myAim.displayDate(plan.expiresOn);
      default:
        return <EducationPlanStatus plan={plan} size="sm" />;
    }
  };

  // Sorted by last change, no column shows the order (the sort menu says it).
  const sortDescriptor: SortDescriptor | undefined =
    filters.sort === '-updated'
      ? undefined
      : filters.sort === 'name'
        ? { column: 'name', direction: 'ascending' }
        : { column: 'expires', direction: filters.sort === '-expires' ? 'descending' : 'ascending' };

  const filterBar = (
    <>
      <Select
        label={t('list.filters.status')}
        selectionMode="multiple"
        placeholder={t('list.filters.anyStatus')}
        options={educationPlanStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={[...filters.statuses]}
        onChange={(keys) =>
          setFilters({ statuses: educationPlanStatuses.filter((each) => keys.includes(each)) })
        }
      />
      <Select
        label={t('list.filters.organisation')}
        selectionMode="multiple"
        placeholder={t('list.filters.anyOrganisation')}
        options={organisations.map(({ id, name }) => ({ value: String(id), label: name }))}
        value={filters.organisationIds.map(String)}
        onChange={(keys) => setFilters({ organisationIds: keys.map(Number).sort((a, b) => a - b) })}
      />
      <SortSelect
        label={t('list.filters.sort')}
        sorts={educationPlanSorts}
        labelOf={(sort) => t(`list.sorts.${sort}`)}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort })}
      />
      <Checkbox
        label={t('list.filters.expired')}
        isSelected={filters.expired}
        onChange={(expired) => setFilters({ expired })}
      />
      <Checkbox
        label={t('list.filters.expiringSoon', { count: educationPlanExpiringWithinDays })}
        isSelected={filters.expiringWithinDays !== null}
        onChange={(isOn) => setFilters({ expiringWithinDays: isOn ? educationPlanExpiringWithinDays : null })}
      />
    </>
  );

  return (
    <QueryListPage
      header={header}
      filters={filterBar}
      query={query}
      countLabel={(count) => t('list.count', { count })}
      hasActiveFilters={isEducationPlanListFiltered(filters)}
      onClearFilters={() =>
        setFilters({ statuses: [], organisationIds: [], expired: false, expiringWithinDays: null })
      }
      emptyState={emptyState}
      onPageChange={(page) => setFilters({ page })}
      table={{
        'aria-label': t('list.tableLabel'),
        columns,
        rows,
        renderCell,
        sortDescriptor,
        onSortChange: (descriptor) =>
          setFilters({
            sort:
              descriptor.column === 'name'
                ? 'name'
                : descriptor.direction === 'descending'
                  ? '-expires'
                  : 'expires',
          }),
      }}
      loadError={t('list.loadError')}
    />
  );
}
