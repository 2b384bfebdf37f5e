export { avatarSizes } from './Avatar.css.ts';
export type { AvatarProps } from './Avatar.tsx';
export { Avatar } from './Avatar.tsx';
export { initialsOf } from './initials.ts';
