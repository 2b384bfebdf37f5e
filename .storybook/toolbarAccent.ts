import { contrastRatio } from '../tokens/src/contrast.ts';

type Hsl = readonly [hue: number, saturation: number, lightness: number];

const channels = (hex: string) =>
  [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
const toHex = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` colours mixed: `share` of `top` over `bottom`, as a translucent layer is drawn. */
const mix = (top: string, bottom: string, share: number): string => {
  const under = channels(bottom);
  return `#${channels(top)
    .map((channel, index) => toHex(channel * share + (under[index] ?? 0) * (1 - share)))
    .join('')}`;
};

const toHsl = (hex: string): Hsl => {
  const [red = 0, green = 0, blue = 0] = channels(hex);
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const range = max - min;
  if (range === 0) return [0, 0, lightness];
  const saturation = lightness > 0.5 ? range / (2 - max - min) : range / (max + min);
  const sector =
    max === red
      ? (green - blue) / range + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / range + 2
        : (red - green) / range + 4;
  return [sector / 6, saturation, lightness];
};

const fromHsl = ([hue, saturation, lightness]: Hsl): string => {
  const upper =
    lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const lower = 2 * lightness - upper;
  const channel = (offset: number) => {
    const t = (((hue + offset) % 1) + 1) % 1;
    if (t < 1 / 6) return lower + (upper - lower) * 6 * t;
    if (t < 1 / 2) return upper;
    if (t < 2 / 3) return lower + (upper - lower) * (2 / 3 - t) * 6;
    return lower;
  };
  return `#${[channel(1 / 3), channel(0), channel(-1 / 3)].map(toHex).join('')}`;
};

/** Storybook draws an active toolbar item on a 7% layer of the bar's selected colour. */
const ACTIVE_LAYER = 0.07;

/**
 * The colour Storybook's dark manager theme gives an active toolbar item (its `colorSecondary`): the
 * primary colour made lighter, hue and saturation kept, until it reaches 4.5:1 against the active
 * item's background. The Branding and Language items write their value in it, so it is held to the
 * text contrast (WCAG 1.4.3), above the 3:1 of an icon; the primary itself is as dark as the header
 * (1.6:1). The sidebar's chosen story is white on this colour darkened by Storybook, which stays
 * readable (5:1 for the default brand's teal).
 */
export const toolbarAccent = (primary: string, barBackground: string, barSelected: string): string => {
  const activeBackground = mix(barSelected, barBackground, ACTIVE_LAYER);
  const [hue, saturation, lightness] = toHsl(primary);
  for (let lighter = lightness; lighter <= 1; lighter += 0.01) {
    const accent = fromHsl([hue, saturation, lighter]);
    if (contrastRatio(accent, activeBackground) >= 4.5) return accent;
  }
  return '#ffffff';
};
