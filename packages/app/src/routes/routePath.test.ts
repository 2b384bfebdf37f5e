import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';
import { routePath } from './routePath.ts';

describe('routePath', () => {
  it('fills in and encodes path parameters', () => {
    expect(routePath('Home')).toBe('/');
    expect(routePath('OrgPositions', { org_id: 3 })).toBe('/orgs/3/settings/positions');
    expect(
      routePath('ApplicationsShowTaskInstance', { public_id: 12, task_id: 4, task_instance_id: 5 }),
    ).toBe('/applications/12/tasks/4/instances/5');
    expect(routePath('TeamsShow', { id: 'a/b c' })).toBe('/teams/a%2Fb%20c');
  });

  it('appends only the query parameters the route takes', () => {
    expect(routePath('DownloadAboReport', { historical: true })).toBe(
      '/download-csv/abo-report?historical=true',
    );
    expect(routePath('Login', { redirect: '/orgs/3/members-directory?search=ann' })).toBe(
      '/login?redirect=%2Forgs%2F3%2Fmembers-directory%3Fsearch%3Dann',
    );
  });
});

describe('query strings (spec 01 §2.5)', () => {
  it.each([
    { query: { ids: [1, 2, 3] }, expected: '?ids=1,2,3' },
    { query: { status: ['ACTIVE', 'ENDED'], page: 2 }, expected: '?status=ACTIVE,ENDED&page=2' },
    { query: { names: ['a,b', 'c d'] }, expected: '?names=a%2Cb,c%20d' },
    { query: { ids: [], search: undefined, org: null }, expected: '' },
    { query: { historical: false }, expected: '?historical=false' },
  ])('R-ROUTE-048 writes $query as "$expected", arrays comma-joined', ({ query, expected }) => {
    expect(toQueryString(query)).toBe(expected);
  });

  it('R-ROUTE-048 routePath writes a query array comma-joined', () => {
    expect(routePath('OrgMembersDirectory', { org_id: 3, search: ['ann', 'lee'] })).toBe(
      '/orgs/3/members-directory?search=ann,lee',
    );
  });
});
