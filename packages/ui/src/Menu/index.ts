export type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu.tsx';
export { Menu, MenuItem, MenuSection, MenuSeparator, menuItemIndicators } from './Menu.tsx';
export type { MenuTriggerButtonProps } from './MenuTriggerButton.tsx';
export { MenuTriggerButton } from './MenuTriggerButton.tsx';
