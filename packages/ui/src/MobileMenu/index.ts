export type { MobileMenuProps } from './MobileMenu.tsx';
export { MobileMenu } from './MobileMenu.tsx';
