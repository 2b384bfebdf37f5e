export type { Brand, BrandId, BrandTokens } from './brand.ts';
export { brandIds } from './brand.ts';
export { brands } from './brands.ts';
export type { Breakpoint } from './breakpoints.ts';
export { breakpoints, matchMediaQuery, mediaDown, mediaUp } from './breakpoints.ts';
export type { ThemeVars } from './contract.css.ts';
export { vars } from './contract.css.ts';
