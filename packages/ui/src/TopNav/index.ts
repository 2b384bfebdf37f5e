export type { NavItem, TopNavProps } from './TopNav.tsx';
export { TopNav } from './TopNav.tsx';
