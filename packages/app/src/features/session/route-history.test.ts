import { describe, expect, it } from 'vitest';
import { type RouteHistoryEntry, recordNavigation } from './route-history.ts';

const visit = (history: RouteHistoryEntry[], ...entries: RouteHistoryEntry[]) =>
  entries.reduce(recordNavigation, history);

const profile = (id: string): RouteHistoryEntry => ({ name: 'PersonProfilesShow', params: { id } });

describe('the route history (spec 01 §2.5)', () => {
  it('R-ROUTE-053 records every navigation, oldest first', () => {
    expect(visit([], { name: 'MyAimDashboard', params: {} }, profile('1'), profile('2'))).toEqual([
      { name: 'MyAimDashboard', params: {} },
      profile('1'),
      profile('2'),
    ]);
  });

  it.each([
    { last: profile('1'), next: profile('1'), length: 1, why: 'same route, same params: replaced' },
    { last: profile('1'), next: profile('2'), length: 2, why: 'same route, other params: added' },
    {
      last: profile('1'),
      next: { name: 'PersonProfilesEdit', params: { id: '1' } },
      length: 2,
      why: 'other route, same params: added',
    },
    {
      last: { name: 'OrgDashboard', params: { org_id: '3' } },
      next: { name: 'OrgDashboard', params: { org_id: '3', extra: '1' } },
      length: 2,
      why: 'extra param: added',
    },
  ] satisfies { last: RouteHistoryEntry; next: RouteHistoryEntry; length: number; why: string }[])(
    'R-ROUTE-054 $why',
    ({ last, next, length }) => {
      const history = visit([], last, next);
      expect(history).toHaveLength(length);
      expect(history.at(-1)).toEqual(next);
    },
  );

  it('R-ROUTE-054 only the last entry is compared: an earlier identical entry stays', () => {
    expect(visit([], profile('1'), profile('2'), profile('1'))).toEqual([
      profile('1'),
      profile('2'),
      profile('1'),
    ]);
  });

  it('R-ROUTE-055 keeps only the newest 10 entries', () => {
    const ids = Array.from({ length: 13 }, (_, index) => String(index + 1));
    const history = visit([], ...ids.map(profile));
    expect(history.map(({ params }) => params.id)).toEqual(ids.slice(3));
  });
});
