import { describe, expect, it } from 'vitest';
import type { BrandTokens } from './brand.ts';
import { cxTokens } from './themes/cx.tokens.ts';
import { defaultTokens } from './themes/default.tokens.ts';

type Rgb = readonly [number, number, number];

/** Parses `#rgb`, `#rrggbb`, `rgb()` and opaque `rgba()`; a translucent colour has no contrast of its own. */
const parseColor = (color: string): Rgb => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const functional = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color);
  if (functional) {
    const [, red, green, blue, alpha] = functional;
    if (alpha !== undefined && Number(alpha) < 1) throw new Error(`${color} is translucent`);
    return [Number(red), Number(green), Number(blue)];
  }
  throw new Error(`Unsupported colour ${color}`);
};

/** WCAG 2.2 relative luminance. */
const relativeLuminance = (color: string): number => {
  const [red, green, blue] = parseColor(color).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** WCAG 2.2 contrast ratio, from 1 to 21, whichever colour is lighter. */
const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
};

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

interface ColorPair {
  label: string;
  foreground: string;
  background: string;
  minimum: number;
}

const TEXT = 4.5;
const NON_TEXT = 3;

const requiredPairs = ({ color, focusRing }: BrandTokens): ColorPair[] => {
  const pair = (label: string, foreground: string, background: string, minimum: number): ColorPair => ({
    label,
    foreground,
    background,
    minimum,
  });
  const surfaces = ['canvas', 'raised', 'sunken'] as const;
  const texts = ['default', 'muted', 'link'] as const;
  const actions = ['primary', 'primaryHover', 'primaryPressed'] as const;
  const statuses = ['positive', 'caution', 'critical', 'info'] as const;
  const badges = ['green', 'purple'] as const;
  return [
    ...texts.flatMap((text) =>
      surfaces.map((surface) =>
        pair(`text.${text} on surface.${surface}`, color.text[text], color.surface[surface], TEXT),
      ),
    ),
    ...actions.map((action) =>
      pair(`text.onAction on action.${action}`, color.text.onAction, color.action[action], TEXT),
    ),
    pair('text.inverse on surface.inverse', color.text.inverse, color.surface.inverse, TEXT),
    pair('header.text on header.background', color.header.text, color.header.background, TEXT),
    ...statuses.flatMap((status) => [
      pair(
        `status.${status} on status.${status}Soft`,
        color.status[status],
        color.status[`${status}Soft`],
        TEXT,
      ),
      pair(`status.${status} on surface.canvas`, color.status[status], color.surface.canvas, NON_TEXT),
    ]),
    ...badges.map((badge) =>
      pair(`badge.${badge} on badge.${badge}Soft`, color.badge[badge], color.badge[`${badge}Soft`], TEXT),
    ),
    pair('border.strong on surface.canvas', color.border.strong, color.surface.canvas, NON_TEXT),
    pair('border.focus on surface.canvas', color.border.focus, color.surface.canvas, NON_TEXT),
    pair('focusRing.color on surface.canvas', focusRing.color, color.surface.canvas, NON_TEXT),
    pair('action.primary on surface.canvas', color.action.primary, color.surface.canvas, NON_TEXT),
  ];
};

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
