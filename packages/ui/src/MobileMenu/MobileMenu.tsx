import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { CloseIcon, MenuIcon } from '../Menu/icons.tsx';
import * as styles from './MobileMenu.css.ts';

export interface MobileMenuProps {
  /** The navigation inside the panel (tabs, sidebar, organisation switcher, profile menu). */
  children: ReactNode;
  /** The product's logo or name, at the start of the bar. */
  logo?: ReactNode;
  /** Controlled open state: the app sets it to false on every route change. */
  isOpen?: boolean;
  /**
   * Open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the toggle, or Escape inside the menu, opens or closes it. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The narrow-screen header: a toggle labelled "Menu" while closed and "Close" while open, and the
 * panel with the navigation under it; hidden from the lg breakpoint up.
 */
export function MobileMenu({ children, logo, isOpen, defaultOpen = false, onOpenChange }: MobileMenuProps) {
  const { t } = useUiTranslation();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from anywhere inside it and returns focus to the toggle. A native
  // listener, since react-aria's Disclosure takes no key handlers; overlays opened from the panel
  // render in a portal outside it and handle their own Escape.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // An open combobox in the panel (the header search) closes its own list first; this listener runs
      // before React's, so it cannot wait for the combobox to prevent the default.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true')
        return;
      if (isOpen === undefined) setUncontrolledOpen(false);
      onOpenChange?.(false);
      toggleRef.current?.focus();
    };
    root.addEventListener('keydown', closeOnEscape);
    return () => root.removeEventListener('keydown', closeOnEscape);
  }, [open, isOpen, onOpenChange]);
  return (
    <Disclosure className={styles.root} isExpanded={open} onExpandedChange={setOpen} ref={rootRef}>
      <div className={styles.bar}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <Button slot="trigger" ref={toggleRef} className={styles.toggle}>
          {open ? <CloseIcon /> : <MenuIcon />}
          {open ? t('nav.mobile.close') : t('nav.mobile.open')}
        </Button>
      </div>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
