import { reviewSorts, reviewStatuses, reviewTypes } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { Link } from '@mobilise/ui/Link';
import { Select } from '@mobilise/ui/Select';
import type { SortDescriptor, TableColumn } from '@mobilise/ui/Table';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { QueryListPage, SortSelect, useMyAimTranslation } from '../../shared/index.ts';
import { type ReviewScope, reviewListQueryOptions } from './api/review-queries.ts';
import { ReviewStatus } from './ReviewStatus.tsx';
import { isReviewListFiltered, useReviewFilters } from './review-filters.ts';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

// The person filter's search-as-you-type loads when first shown: see ReviewPersonFilter.
const ReviewPersonFilter = lazy(() =>
  import('./ReviewPersonFilter.tsx').then((module) => ({ default: module.ReviewPersonFilter })),
);

/** Reviews shown on one page of each list. */
export const reviewRowsPerPage = 25;

export interface ReviewsListProps {
  scope: ReviewScope;
  /** The page's `PageHeader`. */
  header: ReactNode;
  /** What the list offers when there is nothing at all. */
  emptyState: ReactNode;
}

/**
 * A list of reviews: filtered by status, type, overdue and (an organisation's list) person, sorted by
 * date, paged; each row links to the review and an overdue one says so. Every filter lives in the URL.
 */
export function ReviewsList({ scope, header, emptyState }: ReviewsListProps) {
  const { t } = useReviewsTranslation();
  const myAim = useMyAimTranslation();
  const { filters, setFilters } = useReviewFilters();
  const query = useQuery(reviewListQueryOptions(scope, filters, reviewRowsPerPage));
  const organisationId = 'organisationId' in scope ? scope.organisationId : null;
  const [showsPerson, setShowsPerson] = useState(() => filters.personId !== null);
  const rows = (query.data?.data ?? []).map((review) => ({ id: review.id, review }));

  const columns: TableColumn[] = [
    { id: 'person', label: t('list.columns.person'), isRowHeader: true, width: '2fr' },
    { id: 'type', label: t('list.columns.type'), width: '2fr' },
    { id: 'date', label: t('list.columns.date'), isSortable: true, width: '1fr' },
    { id: 'status', label: t('list.columns.status'), width: '2fr' },
  ];

  const renderCell = ({ review }: (typeof rows)[number], column: TableColumn) => {
    switch (column.id) {
      case 'person':
        return (
          <Link href={routePath('ReviewsShow', { id: review.id })}>
            {t('list.personReview', { name: review.person.name, type: t(`types.${review.type}`) })}
          </Link>
        );
      case 'type':
        return t(`types.${review.type}`);
      case 'date':
        return myAim.displayDate(review.date);
      default:
        return <ReviewStatus review={review} size="sm" />;
    }
  };

  const sortDescriptor: SortDescriptor = {
    column: 'date',
    direction: filters.sort === 'date' ? 'ascending' : 'descending',
  };

  const filterBar = (
    <>
      <Select
        label={t('list.filters.status')}
        selectionMode="multiple"
        placeholder={t('list.filters.anyStatus')}
        options={reviewStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={[...filters.statuses]}
        onChange={(keys) => setFilters({ statuses: reviewStatuses.filter((each) => keys.includes(each)) })}
      />
      <Select
        label={t('list.filters.type')}
        selectionMode="multiple"
        placeholder={t('list.filters.anyType')}
        options={reviewTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={[...filters.types]}
        onChange={(keys) => setFilters({ types: reviewTypes.filter((each) => keys.includes(each)) })}
      />
      <SortSelect
        label={t('list.filters.sort')}
        sorts={reviewSorts}
        labelOf={(sort) => t(`list.sorts.${sort}`)}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort })}
      />
      <Checkbox
        label={t('list.filters.overdue')}
        isSelected={filters.overdue}
        onChange={(overdue) => setFilters({ overdue })}
      />
      {organisationId === null ? null : (
        <>
          {/* A disclosure: the button stays where the keyboard left it, and says whether it is shown. */}
          <Button
            variant="secondary"
            aria-expanded={showsPerson}
            onPress={() => setShowsPerson(!showsPerson)}
          >
            {t('list.filters.byPerson')}
          </Button>
          {showsPerson ? (
            <Suspense fallback={null}>
              <ReviewPersonFilter
                organisationId={organisationId}
                personId={filters.personId}
                onChange={(personId) => setFilters({ personId })}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </>
  );

  return (
    <QueryListPage
      header={header}
      filters={filterBar}
      query={query}
      countLabel={(count) => t('list.count', { count })}
      hasActiveFilters={isReviewListFiltered(filters)}
      onClearFilters={() => setFilters({ statuses: [], types: [], overdue: false, personId: null })}
      emptyState={emptyState}
      onPageChange={(page) => setFilters({ page })}
      table={{
        'aria-label': t('list.tableLabel'),
        columns,
        rows,
        renderCell,
        sortDescriptor,
        onSortChange: (descriptor) =>
          setFilters({ sort: descriptor.direction === 'ascending' ? 'date' : '-date' }),
      }}
      loadError={t('list.loadError')}
    />
  );
}
