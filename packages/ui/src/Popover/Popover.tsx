import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components/Popover';
import * as styles from './Popover.css.ts';

export type PopoverProps = Omit<AriaPopoverProps, 'className' | 'style'>;

/** The floating surface under menus, selects, comboboxes and pickers; at least as wide as its trigger. */
export function Popover({ offset = 4, ...props }: PopoverProps) {
  return <AriaPopover {...props} offset={offset} className={styles.popover} />;
}
