export type { ProfileMenuProps } from './ProfileMenu.tsx';
export { ProfileMenu } from './ProfileMenu.tsx';
