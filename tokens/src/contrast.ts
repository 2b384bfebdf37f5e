import type { BrandTokens } from './brand.ts';

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
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
};

/** A foreground colour role on the background it is used on, and the contrast WCAG AA asks of it. */
export interface ColorPair {
  label: string;
  foreground: string;
  background: string;
  minimum: number;
}

/** WCAG AA minimum for body text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG AA minimum for icons, borders, focus rings and other non-text UI. */
export const NON_TEXT_CONTRAST = 3;

/** Every colour pairing a brand actually uses, which both the contrast test and the Foundations page check. */
export const requiredPairs = ({ color, focusRing }: BrandTokens): ColorPair[] => {
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
        pair(`text.${text} on surface.${surface}`, color.text[text], color.surface[surface], TEXT_CONTRAST),
      ),
    ),
    ...actions.map((action) =>
      pair(`text.onAction on action.${action}`, color.text.onAction, color.action[action], TEXT_CONTRAST),
    ),
    pair('text.inverse on surface.inverse', color.text.inverse, color.surface.inverse, TEXT_CONTRAST),
    pair('header.text on header.background', color.header.text, color.header.background, TEXT_CONTRAST),
    ...statuses.flatMap((status) => [
      pair(
        `status.${status} on status.${status}Soft`,
        color.status[status],
        color.status[`${status}Soft`],
        TEXT_CONTRAST,
      ),
      pair(
        `status.${status} on surface.canvas`,
        color.status[status],
        color.surface.canvas,
        NON_TEXT_CONTRAST,
      ),
    ]),
    ...badges.map((badge) =>
      pair(
        `badge.${badge} on badge.${badge}Soft`,
        color.badge[badge],
        color.badge[`${badge}Soft`],
        TEXT_CONTRAST,
      ),
    ),
    pair('border.strong on surface.canvas', color.border.strong, color.surface.canvas, NON_TEXT_CONTRAST),
    pair('border.focus on surface.canvas', color.border.focus, color.surface.canvas, NON_TEXT_CONTRAST),
    pair('focusRing.color on surface.canvas', focusRing.color, color.surface.canvas, NON_TEXT_CONTRAST),
    pair('action.primary on surface.canvas', color.action.primary, color.surface.canvas, NON_TEXT_CONTRAST),
  ];
};
