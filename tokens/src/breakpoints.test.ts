import { describe, expect, it } from 'vitest';
import { breakpoints, matchMediaQuery, mediaDown, mediaUp } from './breakpoints.ts';

describe('R-CONST-005 the breakpoints are sm 640, md 768, lg 1024 and xl 1280', () => {
  it('defines exactly these widths in CSS pixels', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
  });

  it('builds a min-width media condition for "at least this breakpoint"', () => {
    expect(mediaUp('sm')).toBe('screen and (min-width: 640px)');
    expect(mediaUp('lg')).toBe('screen and (min-width: 1024px)');
  });

  it('builds a max-width media condition just under the breakpoint for "narrower than"', () => {
    expect(mediaDown('md')).toBe('screen and (max-width: 767.98px)');
    expect(mediaDown('xl')).toBe('screen and (max-width: 1279.98px)');
  });

  it('builds a matchMedia query equivalent to mediaUp', () => {
    expect(matchMediaQuery('lg')).toBe('(min-width: 1024px)');
    expect(matchMediaQuery('md')).toBe('(min-width: 768px)');
  });
});
