export type { IconProps } from './Icon.tsx';
export { Icon, iconSizes } from './Icon.tsx';
