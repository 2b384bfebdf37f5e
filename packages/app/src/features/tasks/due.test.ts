import { expect, it } from 'vitest';
import { isOverdue } from './due.ts';

it('a task is overdue only after its due day', () => {
  expect(isOverdue('2026-11-25', '2026-11-26')).toBe(true);
  expect(isOverdue('2026-11-26', '2026-11-26')).toBe(false);
  expect(isOverdue('2027-01-04', '2026-11-26')).toBe(false);
});
