import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components/DisclosureGroup';
import { Link } from 'react-aria-components/Link';
import { Icon } from '../Icon/Icon.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { ChevronDownIcon } from '../Menu/icons.tsx';
import * as styles from './Sidebar.css.ts';
import { ancestorIdsOf, type SidebarItem } from './sidebarTree.ts';

export interface SidebarProps {
  /** The entries, in order; an entry with `children` is a sub-menu that opens and closes. */
  items: readonly SidebarItem[];
  /** The id of the current page's entry: marked `aria-current="page"`, its sub-menus open at first. */
  currentId?: string;
  /**
   * Names the navigation landmark, e.g. "Organisation".
   * @default the translation of nav.sidebar
   */
  'aria-label'?: string;
}

/** A section's side navigation: links, and sub-menus as disclosures, all reached with Tab and opened with Enter. */
export function Sidebar({ items, currentId, 'aria-label': ariaLabel }: SidebarProps) {
  const { t } = useUiTranslation();
  const openIds = ancestorIdsOf(items, currentId);
  return (
    <nav className={styles.nav} aria-label={ariaLabel ?? t('nav.sidebar')}>
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={openIds}>
        <Entries items={items} currentId={currentId} openIds={openIds} className={styles.list} />
      </DisclosureGroup>
    </nav>
  );
}

interface EntriesProps {
  items: readonly SidebarItem[];
  currentId: string | undefined;
  openIds: readonly string[];
  className: string;
}

function Entries({ items, currentId, openIds, className }: EntriesProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          {item.children ? (
            <Disclosure id={item.id}>
              <Button
                slot="trigger"
                className={styles.trigger}
                data-current-ancestor={openIds.includes(item.id) || undefined}
              >
                {item.icon ? <Icon icon={item.icon} size="sm" /> : null}
                <span className={styles.triggerLabel}>{item.label}</span>
                <span className={styles.chevron}>
                  <ChevronDownIcon />
                </span>
              </Button>
              <DisclosurePanel>
                <Entries
                  items={item.children}
                  currentId={currentId}
                  openIds={openIds}
                  className={styles.subList}
                />
              </DisclosurePanel>
            </Disclosure>
          ) : (
            <Link
              className={styles.link}
              href={item.href}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {item.icon ? <Icon icon={item.icon} size="sm" /> : null}
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
