import type { BrandId } from '../brand.ts';

/**
 * Each brand's primary action colour, on its own so that the brand list (which gives it to the browser
 * as the theme colour) carries two strings to the first page instead of both brands' whole token sets.
 */
export const primaryColors: Record<BrandId, string> = {
  default: '#0f6b78',
  cx: '#6b1f8a',
};
