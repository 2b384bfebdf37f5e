export type { LanguageOption, ProfileMenuProps } from './ProfileMenu.tsx';
export { ProfileMenu } from './ProfileMenu.tsx';
