import { Link } from 'react-aria-components/Link';
import type { NavItem } from '../TopNav/TopNav.tsx';
import * as styles from './NavTabs.css.ts';

export interface NavTabsProps {
  /** One tab per page, in order; each a link through the app's RouterProvider. */
  items: readonly NavItem[];
  /** The id of the current page's tab, marked `aria-current="page"`; none when the page has no tab. */
  currentId?: string;
  /** What the pages have in common, naming the navigation landmark (e.g. "Settings"). */
  'aria-label': string;
}

/**
 * Tabs that are links between sibling pages (each tab its own address), unlike Tabs, which switch panels
 * of one page: Tab moves from link to link, and a row wider than the screen scrolls sideways.
 */
export function NavTabs({ items, currentId, 'aria-label': label }: NavTabsProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link
              href={item.href}
              className={styles.tab}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
