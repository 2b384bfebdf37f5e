export type { NavTabsProps } from './NavTabs.tsx';
export { NavTabs } from './NavTabs.tsx';
