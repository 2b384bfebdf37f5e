import { describe, expect, it } from 'vitest';
import { ancestorIdsOf, type SidebarItem } from './sidebarTree.ts';

const items: SidebarItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/' },
  {
    id: 'people',
    label: 'People Management',
    children: [
      { id: 'manage', label: 'Manage people', href: '/people' },
      { id: 'reports', label: 'Reports', children: [{ id: 'abo', label: 'ABO report', href: '/abo' }] },
    ],
  },
];

describe('ancestorIdsOf', () => {
  it('is empty for a top-level entry, an unknown one and no current entry', () => {
    expect(ancestorIdsOf(items, 'dashboard')).toEqual([]);
    expect(ancestorIdsOf(items, 'nowhere')).toEqual([]);
    expect(ancestorIdsOf(items, undefined)).toEqual([]);
  });

  it('lists every sub-menu on the way to the entry, outermost first', () => {
    expect(ancestorIdsOf(items, 'manage')).toEqual(['people']);
    expect(ancestorIdsOf(items, 'abo')).toEqual(['people', 'reports']);
  });
});
