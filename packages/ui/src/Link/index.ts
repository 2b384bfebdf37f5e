export type { LinkProps } from './Link.tsx';
export { Link, linkVariants } from './Link.tsx';
