import { Button } from 'react-aria-components/Button';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Pagination.css.ts';
import { pageWindow } from './pageWindow.ts';

/** The paging fields of a list response; `from` and `to` are null on an empty page. */
export interface PageInfo {
  total: number;
  from: number | null;
  to: number | null;
  per_page: number;
  current_page: number;
  last_page: number;
}

export interface PaginationProps {
  /** The paging fields of the list being shown. */
  page: PageInfo;
  /** Asks for another page (1-based). */
  onPageChange: (page: number) => void;
  /**
   * Disables every button, e.g. while the next page loads.
   * @default false
   */
  isDisabled?: boolean;
}

/** "Showing 1–20 of 57" with previous, next and page buttons, in a navigation landmark. */
export function Pagination({ page, onPageChange, isDisabled = false }: PaginationProps) {
  const { t, i18n } = useUiTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const current = page.current_page;
  const hasRows = page.total > 0 && page.from !== null && page.to !== null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <p className={styles.summary}>
        {hasRows
          ? t('pagination.summary', {
              from: number.format(page.from ?? 0),
              to: number.format(page.to ?? 0),
              total: number.format(page.total),
            })
          : t('pagination.none')}
      </p>
      {page.last_page > 1 ? (
        <ul className={styles.pages}>
          <li>
            <Button
              className={styles.pageButton}
              isDisabled={isDisabled || current <= 1}
              onPress={() => onPageChange(current - 1)}
            >
              <span aria-hidden="true">‹</span>
              {t('pagination.previous')}
            </Button>
          </li>
          {pageWindow(current, page.last_page).map((item) =>
            item.type === 'gap' ? (
              <li key={item.key} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <Button
                  className={styles.pageButton}
                  aria-label={t('pagination.page', { page: number.format(item.page) })}
                  aria-current={item.page === current ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => item.page !== current && onPageChange(item.page)}
                >
                  {number.format(item.page)}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              className={styles.pageButton}
              isDisabled={isDisabled || current >= page.last_page}
              onPress={() => onPageChange(current + 1)}
            >
              {t('pagination.next')}
              <span aria-hidden="true">›</span>
            </Button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
