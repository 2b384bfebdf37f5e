import type { AssignmentSummary } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { assignmentDates, currentAssignments, isActiveAssignment } from './assignments.ts';

const assignment = (overrides: Partial<AssignmentSummary> = {}): AssignmentSummary => ({
  id: 1,
  public_id: '1001',
  status: 'PLANNED',
  is_abandoned: false,
  received_by: null,
  proposed_dates: { start_date: '2027-01-01', end_date: '2029-01-01' },
  confirmed_dates: null,
  ...overrides,
});

describe('assignment dates', () => {
  it('R-STATE-003 are the confirmed ones when a confirmed date exists', () => {
    const confirmed = { start_date: '2027-02-01', end_date: null };
    expect(assignmentDates(assignment({ confirmed_dates: confirmed }))).toEqual({
      ...confirmed,
      kind: 'confirmed',
    });
  });

  it.each([
    ['POTENTIAL', 'potential'],
    ['PLANNED', 'planned'],
    ['ACTIVE', 'planned'],
  ] as const)("R-STATE-004 without a confirmed date, a %s assignment's dates count as %s", (status, kind) => {
    const dates = assignmentDates(
      assignment({ status, confirmed_dates: { start_date: null, end_date: null } }),
    );
    expect(dates).toEqual({ start_date: '2027-01-01', end_date: '2029-01-01', kind });
  });
});

describe('current assignments', () => {
  it('R-STATE-002 an assignment is active only when ACTIVE and not abandoned', () => {
    expect(isActiveAssignment(assignment({ status: 'ACTIVE' }))).toBe(true);
    expect(isActiveAssignment(assignment({ status: 'ACTIVE', is_abandoned: true }))).toBe(false);
    expect(isActiveAssignment(assignment({ status: 'PLANNED' }))).toBe(false);
  });

  it('leave out ended and abandoned assignments and put the active one first', () => {
    const list = [
      assignment({ id: 1, status: 'POTENTIAL' }),
      assignment({ id: 2, status: 'ENDED' }),
      assignment({ id: 3, status: 'PLANNED', is_abandoned: true }),
      assignment({ id: 4, status: 'ACTIVE' }),
      assignment({ id: 5, status: 'PLANNED' }),
    ];
    expect(currentAssignments(list).map(({ id }) => id)).toEqual([4, 5, 1]);
  });
});
