import type { ReactNode } from 'react';
import type { ColumnProps, Key, SortDescriptor } from 'react-aria-components/Table';
import {
  Table as AriaTable,
  Cell,
  Collection,
  Column,
  Row,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
} from 'react-aria-components/Table';
import { TableLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../EmptyState/ErrorState.tsx';
import { LoadingState } from '../EmptyState/LoadingState.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Table.css.ts';

export type { SortDescriptor } from 'react-aria-components/Table';

export interface TableColumn {
  /** The column's key, passed to `renderCell` and used in `sortDescriptor.column`. */
  id: string;
  /** The header text. */
  label: string;
  /**
   * The header sorts the rows when pressed (the caller sorts, through `onSortChange`).
   * @default false
   */
  isSortable?: boolean;
  /** A width: pixels, a percentage or a fraction ("2fr"). */
  width?: ColumnProps['width'];
  /**
   * This column names the row for screen readers; the first column does when none says so.
   * @default false
   */
  isRowHeader?: boolean;
}

export interface TableProps<T extends { id: Key }> {
  /** Names the table; give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** The columns, in order. */
  columns: readonly TableColumn[];
  /** The rows, already sorted and paged. */
  rows: readonly T[];
  /**
   * Renders one cell; a cell rendered as nothing (null, undefined or '') shows a dash, read as "None".
   * @default the row's value under the column's id, as text
   */
  renderCell?: (row: T, column: TableColumn) => ReactNode;
  /** The current sort column and direction. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Rows are loading: "Loading…" in place of the empty state, or under the rows already shown.
   * @default false
   */
  isLoading?: boolean;
  /** Called when the end of a virtualised table scrolls into view, to load the next rows. */
  onLoadMore?: () => void;
  /** A load failure: shown with a "Try again" button instead of the table. */
  error?: ReactNode;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /**
   * Shown when there are no rows.
   * @default an EmptyState saying "Nothing to show yet."
   */
  emptyState?: ReactNode;
  /** Called when a row is activated (click, Enter); makes rows actionable. */
  onRowAction?: (id: Key) => void;
  /** Makes a row a link. */
  getRowHref?: (row: T) => string | undefined;
  /**
   * Renders only the rows in view, for long lists; rows are then one line high.
   * @default false
   */
  isVirtualized?: boolean;
  /**
   * The height of a virtualised table, in pixels.
   * @default 480
   */
  height?: number;
}

const textOf = (row: object, column: TableColumn): ReactNode => {
  const value = (row as Record<string, unknown>)[column.id];
  return value === null || value === undefined ? '' : String(value);
};

const isNothing = (content: ReactNode) => content === null || content === undefined || content === '';

/**
 * A data table: sortable headers, keyboard navigation, loading, empty and error states,
 * virtualisation. Below the md breakpoint each row shows as a card (unless virtualised): the row
 * header as its heading, the other cells under their column's name.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  renderCell = textOf,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  onLoadMore,
  error,
  onRetry,
  emptyState,
  onRowAction,
  getRowHref,
  isVirtualized = false,
  height = 480,
  ...labelling
}: TableProps<T>) {
  const { t } = useUiTranslation();
  const noValue = (
    <>
      <span className={styles.noValue} aria-hidden="true">
        —
      </span>
      <VisuallyHidden>{t('table.noValue')}</VisuallyHidden>
    </>
  );
  if (error) {
    return (
      <div className={styles.frame}>
        <ErrorState onRetry={onRetry}>{error}</ErrorState>
      </div>
    );
  }
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const isRowHeader = (column: TableColumn) => column.isRowHeader || (!hasRowHeader && column === columns[0]);
  const tableClass = isVirtualized
    ? `${styles.table} ${styles.virtualTable}`
    : `${styles.table} ${styles.cardsTable}`;
  const table = (
    <AriaTable
      {...labelling}
      className={tableClass}
      style={isVirtualized ? { height } : undefined}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      onRowAction={onRowAction}
    >
      <TableHeader className={styles.header} columns={columns}>
        {(column) => (
          <Column
            id={column.id}
            className={styles.column}
            allowsSorting={column.isSortable}
            isRowHeader={isRowHeader(column)}
            width={column.width}
            textValue={column.label}
          >
            {({ allowsSorting, sortDirection }) => (
              <span className={styles.columnContent}>
                {column.label}
                {allowsSorting ? (
                  <span className={styles.sortIcon} aria-hidden="true">
                    {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                  </span>
                ) : null}
              </span>
            )}
          </Column>
        )}
      </TableHeader>
      <TableBody
        className={styles.body}
        renderEmptyState={() =>
          isLoading ? (
            <div className={styles.loadingCell}>
              <LoadingState />
            </div>
          ) : (
            (emptyState ?? <EmptyState title={t('table.empty')} />)
          )
        }
      >
        <Collection items={rows} dependencies={[columns, renderCell, t]}>
          {(row) => (
            <Row id={row.id} className={styles.row} href={getRowHref?.(row)}>
              {columns.map((column) => {
                const content = renderCell(row, column);
                return (
                  <Cell
                    key={column.id}
                    className={isRowHeader(column) ? `${styles.cell} ${styles.rowHeaderCell}` : styles.cell}
                    data-label={isRowHeader(column) ? undefined : column.label}
                  >
                    {isNothing(content) ? noValue : content}
                  </Cell>
                );
              })}
            </Row>
          )}
        </Collection>
        {/* Only the sentinel that asks for more: its own loading row carries aria-level, invalid in a grid. */}
        {onLoadMore ? <TableLoadMoreItem isLoading={isLoading} onLoadMore={onLoadMore} /> : null}
      </TableBody>
    </AriaTable>
  );
  return (
    <div className={isVirtualized ? styles.frame : `${styles.frame} ${styles.cardsFrame}`}>
      {isVirtualized ? (
        <Virtualizer
          layout={TableLayout}
          layoutOptions={{ rowHeight: styles.virtualRowHeight, headingHeight: styles.virtualRowHeight }}
        >
          {table}
        </Virtualizer>
      ) : (
        table
      )}
      {isLoading && rows.length > 0 ? (
        <div className={styles.loadingCell}>
          <LoadingState />
        </div>
      ) : null}
    </div>
  );
}
