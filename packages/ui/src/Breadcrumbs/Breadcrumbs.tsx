import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components/Breadcrumbs';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import type { NavItem } from '../TopNav/TopNav.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps {
  /** The trail from the top down; the last entry is the current page, shown but not a link. */
  items: readonly NavItem[];
}

/** Where the current page sits: a trail of links up to it, in a navigation landmark. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useUiTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <AriaBreadcrumbs className={styles.list} items={items}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link className={styles.link} href={isCurrent ? undefined : item.href}>
                  {item.label}
                </Link>
                {isCurrent ? null : (
                  <span className={styles.separator} aria-hidden="true">
                    /
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
