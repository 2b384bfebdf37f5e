import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  MenuTrigger,
  type MenuTriggerProps,
} from 'react-aria-components/Menu';
import { Separator } from 'react-aria-components/Separator';
import { Text } from 'react-aria-components/Text';
import { Popover, type PopoverProps } from '../Popover/Popover.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import { CheckIcon } from './icons.tsx';
import * as styles from './Menu.css.ts';

export interface MenuProps<T>
  extends Omit<AriaMenuProps<T>, 'className' | 'style'>,
    Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The button that opens the menu: a react-aria Button, such as ui's `Button` or `MenuTriggerButton`. */
  trigger: ReactNode;
  /** @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/** A menu of actions and links behind a button; arrows move, Enter chooses, Escape closes. */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement}>
        <AriaMenu {...props} className={styles.menu} />
      </Popover>
    </MenuTrigger>
  );
}

export type MenuItemIndicator = 'check' | 'switch';
export const menuItemIndicators = allowedValues<MenuItemIndicator>()(['check', 'switch']);

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  /** The item's label. */
  children: ReactNode;
  /** A sentence under the label saying what the item does; read out after the label. */
  description?: ReactNode;
  /**
   * How a selectable item shows its state: a tick, or a switch for an on/off setting.
   * @default 'check'
   */
  indicator?: MenuItemIndicator;
}

/** One choice in a Menu: an action (`onAction`), a link (`href`) or, in a selectable section, an option. */
export function MenuItem<T extends object>({
  children,
  description,
  indicator = 'check',
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && indicator === 'check' ? (
            <span className={styles.check}>{isSelected ? <CheckIcon /> : null}</span>
          ) : null}
          {description ? (
            <span className={styles.label}>
              <Text slot="label" className={styles.labelText}>
                {children}
              </Text>
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            </span>
          ) : (
            <span className={styles.label}>{children}</span>
          )}
          {selectionMode !== 'none' && indicator === 'switch' ? (
            <span className={styles.switchTrack}>
              <span className={styles.switchThumb} />
            </span>
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T>
  extends Omit<AriaMenuSectionProps<T>, 'className' | 'style' | 'children'> {
  /** A visible heading that also names the group. */
  title?: ReactNode;
  /** The section's MenuItems. */
  children: ReactNode;
}

/** A group of menu items, optionally with a heading and its own selection. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={styles.section}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
