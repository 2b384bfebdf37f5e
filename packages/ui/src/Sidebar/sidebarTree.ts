import type { LucideIcon } from 'lucide-react';

export interface SidebarItem {
  /** Unique in the whole tree; compared with `currentId`. */
  id: string;
  /** The visible, translated label. */
  label: string;
  /** A decorative icon before the label, imported from lucide-react by name. */
  icon?: LucideIcon;
  /** Where the entry goes; entries with `children` are sub-menus and need none. */
  href?: string;
  /** Entries of the sub-menu. */
  children?: readonly SidebarItem[];
}

/** Ids of the sub-menus that lead to the current entry, so they open with the page. */
export const ancestorIdsOf = (items: readonly SidebarItem[], currentId: string | undefined): string[] => {
  if (currentId === undefined) return [];
  for (const item of items) {
    if (item.id === currentId) return [];
    if (item.children) {
      const inside = ancestorIdsOf(item.children, currentId);
      if (inside.length > 0 || item.children.some((child) => child.id === currentId))
        return [item.id, ...inside];
    }
  }
  return [];
};
