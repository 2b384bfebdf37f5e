import type { ThemeVars } from './contract.css.ts';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** Plain data for one brand's theme: every leaf of the theme contract, as a CSS value. */
export type BrandTokens = Leaves<ThemeVars>;

export const brandIds = ['default', 'cx'] as const;
export type BrandId = (typeof brandIds)[number];

/**
 * What makes a branding besides colours: product name, logo, favicon and web manifest.
 * Asset paths are URLs served from `tokens/public` (the app and Storybook both serve that folder),
 * so tokens stay free of React and of any bundler.
 */
export interface Brand {
  id: BrandId;
  name: string;
  logo: string;
  favicon: string;
  manifest: string;
  /** The theme colour the manifest and `<meta name="theme-color">` announce. */
  themeColor: string;
}
