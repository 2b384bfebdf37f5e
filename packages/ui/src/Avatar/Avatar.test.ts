import { describe, expect, it } from 'vitest';
import { avatarToneCount, avatarToneIndex, initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Jo Bloggs', 'JB'],
    ['Maria da Conceição Sousa', 'MS'],
    ['  ana   lópez  ', 'AL'],
    ['Cher', 'C'],
    ['Élodie Ørsted', 'ÉØ'],
    ['', ''],
    ['   ', ''],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarToneIndex', () => {
  it('is the same for the same name, whatever the case and surrounding spaces', () => {
    expect(avatarToneIndex(' Jo Bloggs ')).toBe(avatarToneIndex('jo bloggs'));
  });

  it('stays within the palette and spreads names over it', () => {
    const names = ['Jo Bloggs', 'Ana López', 'Sam Okafor', 'Li Wei', 'Priya Nair', 'Tom Ford', 'Eve Adams'];
    const indexes = names.map(avatarToneIndex);
    for (const index of indexes) expect(index).toBeGreaterThanOrEqual(0);
    for (const index of indexes) expect(index).toBeLessThan(avatarToneCount);
    expect(new Set(indexes).size).toBeGreaterThan(2);
  });
});
