import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components/Button';
import { ChevronDownIcon } from './icons.tsx';
import * as styles from './Menu.css.ts';

export interface MenuTriggerButtonProps extends Omit<ButtonProps, 'className' | 'style' | 'children'> {
  /** What the button shows, e.g. the current organisation, or an avatar and a name. */
  children: ReactNode;
}

/** A quiet button with a chevron that opens a Menu; it takes the text colour of where it sits. */
export function MenuTriggerButton({ children, ...props }: MenuTriggerButtonProps) {
  return (
    <Button {...props} className={styles.inheritTrigger}>
      {children}
      <span className={styles.triggerIcon}>
        <ChevronDownIcon />
      </span>
    </Button>
  );
}
