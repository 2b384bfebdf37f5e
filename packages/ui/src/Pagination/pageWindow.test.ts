import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow.ts';

const show = (current: number, last: number) =>
  pageWindow(current, last)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageWindow', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [10, 10, '1 … 9 10'],
  ])('on page %i of %i shows "%s"', (current, last, expected) => {
    expect(show(current, last)).toBe(expected);
  });
});
