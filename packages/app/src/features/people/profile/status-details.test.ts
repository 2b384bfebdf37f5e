import { expect, it } from 'vitest';
import { storyProfile } from '../../my-aim/stories/index.ts';
import { heldAgeGroups, heldStatusFlags } from './status-details.ts';

it('names the status flags that hold, in the spec’s order', () => {
  expect(heldStatusFlags(storyProfile)).toEqual(['is_full_term_member']);
  expect(heldStatusFlags({ ...storyProfile, is_retired: true, is_employee: true })).toEqual([
    'is_retired',
    'is_employee',
    'is_full_term_member',
  ]);
});

it('names the derived age groups the person is in: a 19-year-old is under 20, under 26 and a child', () => {
  expect(heldAgeGroups({ isUnder20: true, isUnder26: true, isChild: true })).toEqual([
    'under20',
    'under26',
    'child',
  ]);
  expect(heldAgeGroups({ isUnder20: false, isUnder26: true, isChild: false })).toEqual(['under26']);
  expect(heldAgeGroups(storyProfile)).toEqual([]);
});
