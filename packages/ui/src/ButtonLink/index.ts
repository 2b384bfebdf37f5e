export type { ButtonLinkProps } from './ButtonLink.tsx';
export { ButtonLink } from './ButtonLink.tsx';
