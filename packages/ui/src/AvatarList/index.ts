export type { AvatarListPerson, AvatarListProps } from './AvatarList.tsx';
export { AvatarList } from './AvatarList.tsx';
export { avatarListLimit, visibleAvatars } from './visibleAvatars.ts';
