export type { SidebarProps } from './Sidebar.tsx';
export { Sidebar } from './Sidebar.tsx';
export type { SidebarItem } from './sidebarTree.ts';
export { ancestorIdsOf } from './sidebarTree.ts';
