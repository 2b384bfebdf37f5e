import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as styles from './ListPage.css.ts';

export interface ListPageProps {
  /** The page's `PageHeader`, with the list's primary action ("Add a person"). */
  header: ReactNode;
  /** The search box and filters; they wrap onto more lines on a phone. @default undefined */
  filters?: ReactNode;
  /** How many results the filters match, over all pages; leave it out while the first page loads. @default undefined */
  count?: number;
  /** The count in the list's own words ("12 people"), already translated. @default "{{count}} results" */
  countLabel?: ReactNode;
  /** Whether a filter or search narrows the list, so an empty list offers to clear them. @default false */
  hasActiveFilters?: boolean;
  /** Clears every filter and the search. @default undefined */
  onClearFilters?: () => void;
  /** What the list shows when there is nothing at all, e.g. an `EmptyState` with "Add a person". @default undefined */
  emptyState?: ReactNode;
  /** The `Pagination` under the list. @default undefined */
  pagination?: ReactNode;
  /** The list or `Table` of the current page. */
  children: ReactNode;
}

/**
 * A page that lists records: header, filter bar, results count, the list and its pagination. With no
 * results it offers the next action: clearing the filters when they hide everything, otherwise the
 * caller's empty state.
 */
export function ListPage({
  header,
  filters,
  count,
  countLabel,
  hasActiveFilters = false,
  onClearFilters,
  emptyState,
  pagination,
  children,
}: ListPageProps) {
  const { t } = useUiTranslation();
  const isEmpty = count === 0;
  return (
    <PageFrame>
      {header}
      {filters ? (
        <search aria-label={t('listPage.filters')}>
          <Inline space="sm" alignY="bottom">
            {filters}
          </Inline>
        </search>
      ) : null}
      <Stack space="md">
        {/* A status, so a screen reader hears the new count when the filters change. */}
        <p className={styles.count} role="status">
          {count === undefined ? null : (countLabel ?? t('listPage.results', { count }))}
        </p>
        {isEmpty ? <EmptyList {...{ hasActiveFilters, onClearFilters, emptyState }} /> : children}
        {isEmpty ? null : pagination}
      </Stack>
    </PageFrame>
  );
}

type EmptyListProps = Pick<ListPageProps, 'hasActiveFilters' | 'onClearFilters' | 'emptyState'>;

/** The next step from an empty list: clear the filters that hide every record, or start the first one. */
function EmptyList({ hasActiveFilters, onClearFilters, emptyState }: EmptyListProps) {
  const { t } = useUiTranslation();
  if (!hasActiveFilters) return emptyState;
  return (
    <EmptyState
      title={t('listPage.noMatches')}
      action={
        onClearFilters ? (
          <Button variant="secondary" onPress={onClearFilters}>
            {t('listPage.clearFilters')}
          </Button>
        ) : null
      }
    >
      {t('listPage.noMatchesText')}
    </EmptyState>
  );
}
