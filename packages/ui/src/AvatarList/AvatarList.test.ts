import { describe, expect, it } from 'vitest';
import { visibleAvatars } from './visibleAvatars.ts';

describe('visibleAvatars (spec 02 §9: first shown, then +count when more than 2)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 2, 0],
    [3, 1, 2],
    [6, 1, 5],
  ])('of %i people shows %i and counts %i more', (total, shown, hidden) => {
    const people = Array.from({ length: total }, (_, index) => `person ${index + 1}`);
    const result = visibleAvatars(people);
    expect(result.shown).toHaveLength(shown);
    expect(result.hiddenCount).toBe(hidden);
    if (shown > 0) expect(result.shown[0]).toBe('person 1');
  });
});
