import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import * as styles from './Tabs.css.ts';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'>;

/** Tabs that switch between panels of one page; arrow keys move between tabs, Home and End jump. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export type TabListProps<T> = Omit<AriaTabListProps<T>, 'className' | 'style'>;

/** The row of tabs; give it an `aria-label`. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;

/** One tab; its `id` matches its TabPanel's. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

/** The content shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
