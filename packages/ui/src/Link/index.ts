// The link's look for an element that acts as a link but is not one, such as a button that opens a pop-up.
export { link as linkStyle } from './Link.css.ts';
export type { LinkProps } from './Link.tsx';
export { Link, linkVariants } from './Link.tsx';
