import { describe, expect, it } from 'vitest';
import { visiblePositions } from './visiblePositions.ts';

describe('visiblePositions (spec 02 §9: 3, then "+ N more")', () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [4, 3, 1],
    [9, 3, 6],
  ])('of %i positions shows %i and counts %i more', (total, shown, more) => {
    const result = visiblePositions(Array.from({ length: total }, (_, index) => index));
    expect(result.shown).toHaveLength(shown);
    expect(result.moreCount).toBe(more);
  });
});
