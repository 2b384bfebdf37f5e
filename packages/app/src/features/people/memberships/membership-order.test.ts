import { expect, it } from 'vitest';
import { newestStartFirst } from './membership-order.ts';

it('R-MEMBERSHIP-007 sorts a person’s memberships by start date, newest first, whatever order they came in', () => {
  const memberships = [
    { id: 1, starts_from: '2019-09-01' },
    { id: 2, starts_from: '2024-03-15' },
    { id: 3, starts_from: '2021-01-10' },
  ];
  expect(newestStartFirst(memberships).map(({ id }) => id)).toEqual([2, 3, 1]);
  expect(memberships.map(({ id }) => id)).toEqual([1, 2, 3]);
});
