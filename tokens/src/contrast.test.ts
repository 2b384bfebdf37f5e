import { describe, expect, it } from 'vitest';
import { contrastRatio, requiredPairs } from './contrast.ts';
import { cxTokens } from './themes/cx.tokens.ts';
import { defaultTokens } from './themes/default.tokens.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white in any notation and order', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', 'rgba(0, 0, 0, 1)')).toBeCloseTo(21, 5);
  });

  it('is 1 for a colour on itself', () => {
    expect(contrastRatio('#0f6b78', '#0f6b78')).toBe(1);
  });

  it('is about 4.48 for #777 on white, just under the AA text minimum', () => {
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it('refuses translucent and unknown colours', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toThrow(/translucent/);
    expect(() => contrastRatio('teal', '#fff')).toThrow(/Unsupported/);
  });
});

describe.each([
  { brand: 'default', tokens: defaultTokens },
  { brand: 'cx', tokens: cxTokens },
])('the $brand brand colours', ({ tokens }) => {
  it('meet WCAG 2.2 AA contrast for text (4.5) and for non-text UI (3)', () => {
    const failures = requiredPairs(tokens)
      .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(
        ({ label, foreground, background, ratio, minimum }) =>
          `${label} (${foreground} on ${background}) is ${ratio.toFixed(2)}, needs ${minimum}`,
      );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
