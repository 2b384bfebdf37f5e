/** The breakpoints, in CSS pixels: a layout "is" a size from its minimum width up. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media` condition for "at least this breakpoint", for vanilla-extract `@media` blocks. */
export const mediaUp = (size: Breakpoint): string => `screen and (min-width: ${breakpoints[size]}px)`;

/** `@media` condition for "narrower than this breakpoint". */
export const mediaDown = (size: Breakpoint): string =>
  `screen and (max-width: ${breakpoints[size] - 0.02}px)`;

/** The same conditions for `window.matchMedia`, e.g. the desktop navigation from `lg` up. */
export const matchMediaQuery = (size: Breakpoint): string => `(min-width: ${breakpoints[size]}px)`;
