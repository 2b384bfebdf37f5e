import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './TopNav.css.ts';

export interface NavItem {
  /** Unique among the items; compared with `currentId`. */
  id: string;
  /** The visible, translated label. */
  label: string;
  /** Where the link goes (through the app's RouterProvider). */
  href: string;
}

export interface TopNavProps {
  /** The top tabs the user may see, in order (the app decides which:). */
  items: readonly NavItem[];
  /** The id of the tab of the current page, marked `aria-current="page"`. */
  currentId?: string;
  /** The product's logo or name, at the start. */
  logo?: ReactNode;
  /** The global search box, shown after the tabs. */
  search?: ReactNode;
  /** The organisation switcher, shown after the search. */
  organisationSwitcher?: ReactNode;
  /** The profile menu, at the end. */
  profileMenu?: ReactNode;
}

/** The desktop header: the top navigation tabs as links, with the search, organisation switcher and profile menu; hidden below the lg breakpoint. */
export function TopNav({ items, currentId, logo, search, organisationSwitcher, profileMenu }: TopNavProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.bar}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <nav className={styles.nav} aria-label={t('nav.main')}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.listItem}>
              <Link
                className={styles.link}
                href={item.href}
                aria-current={item.id === currentId ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {search || organisationSwitcher || profileMenu ? (
        <div className={styles.actions}>
          {search}
          {organisationSwitcher}
          {profileMenu}
        </div>
      ) : null}
    </div>
  );
}
