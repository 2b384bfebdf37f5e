export { vars } from './contract.css.ts';
export type { ThemeVars } from './contract.css.ts';
export { breakpoints, mediaUp, mediaDown, matchMediaQuery } from './breakpoints.ts';
export type { Breakpoint } from './breakpoints.ts';
export { brandIds } from './brand.ts';
export type { Brand, BrandId, BrandTokens } from './brand.ts';
export { brands } from './brands.ts';
